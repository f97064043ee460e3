/** The prerenderer's interface (docs: SITE contract); the lead's scripts/site/renderer.ts implements it. */
export interface PageSeed {
  queryKey: readonly unknown[];
  data: unknown;
}

export interface Renderer {
  /** e.g. http://localhost:3000 or https://www.example.com, without a trailing slash. */
  siteUrl: string;
  /** '/', each tool path, '/privacy-policy'. */
  staticPaths: readonly string[];
  render(path: string, seeds?: readonly PageSeed[]): Promise<{ status: number; html: string }>;
}
