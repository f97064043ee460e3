/** Types of bundle.mjs (plain JavaScript, so plain node runs the launcher without tsx). */
export declare const ADMIN_OUT_DIR: string;
export declare const ADMIN_BUNDLE: string;
export declare function adminBundleIsFresh(root: string): boolean;
export declare function buildAdminBundle(root: string, options?: { clean?: boolean }): Promise<string>;
