import type { WebTool } from './web-tool';

/**
 * Every feature folder's tool declaration, by file (`../features/<id>/tool.ts`): Vite reads them at build
 * time. Jest has no `import.meta.glob`, so its config maps this module to test/support/tool-features.ts, which
 * reads the same files with Node's `require`.
 */
export const toolFeatures: Record<string, WebTool> = import.meta.glob<WebTool>('../features/*/tool.ts', {
  eager: true,
  import: 'tool',
});
