/** Answer fields that are not the result: the generation's meta, and the signature itself (signature.ts). */
export const UNSIGNED = ['demo', 'usage', 'sample', 'signature'] as const;
