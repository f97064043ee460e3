import type { WebTool } from './web-tool';

/**
 * Every feature folder's tool declaration, by file (`../features/<id>/tool.ts`), and every tool's page module
 * (`../features/<id>/components/<id>-page.tsx`, loaded on demand): Vite reads them at build time, so a
 * declaration never imports its own page (no circle through a feature's form state). Jest has no
 * `import.meta.glob`, so its config maps this module to test/support/tool-features.ts, which reads the same
 * files with Node's `require`.
 */
export const toolFeatures: Record<string, WebTool> = import.meta.glob<WebTool>('../features/*/tool.ts', {
  eager: true,
  import: 'tool',
});

export const toolPages: Record<string, () => Promise<Record<string, unknown>>> = import.meta.glob<
  Record<string, unknown>
>('../features/*/components/*-page.tsx');
