/**
 * The local stack `npm run bench:grader` sends its requests to: in this process (so its CPU is this process's),
 * researching against the fake search and its site, serving the built SPA, with a page server for the hostile
 * published pages. One visitor sends every request, so its limits are raised for the bench.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeResearch } from '../fakes/fake-research';
import { html } from '../fakes/page-server';
import { loadLocalConfig } from '../local/config';
import { editorLayerDir, siteOrigin } from '../local/site-origin';
import { startLocalStack } from '../local/stack';
import { ensureWebBuild } from '../web-build';

/** Published pages that cost minutes before issue 47: 20,000 `<h2>`, and one 500,000-character word. */
export const hostilePages: Record<string, string> = {
  '/hostile/headings': `<html><body><h1>Starter</h1>${'<h2>Feeding a sourdough starter</h2>'.repeat(20_000)}</body></html>`,
  '/hostile/word': `<html><body><h1>Starter</h1><p>${'x'.repeat(500_000)}</p></body></html>`,
};

export interface GraderStack {
  url: string;
  /** The page server's origin, where `hostilePages` are. */
  pages: string;
  close(): Promise<void>;
}

/**
 * Starts the stack; `web`: also serve the built SPA for the browser's measures, built first when stale unless
 * `build: false` (the suite's tiny run, built before jest starts).
 */
export async function startGraderStack({
  web = false,
  build = web,
}: { web?: boolean; build?: boolean } = {}): Promise<GraderStack> {
  const root = process.cwd();
  if (build) await ensureWebBuild(root);
  const research = await startFakeResearch();
  for (const [path, body] of Object.entries(hostilePages)) research.pages.route(path, html(body));
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-grader-'));
  Object.assign(process.env, research.env, {
    RATE_LIMIT_REQUESTS: '1000',
    RATE_LIMIT_ALL_TOOLS_REQUESTS: '1000',
    DEMO_CHUNK_DELAY_MS: '0',
  });
  const stack = await startLocalStack({
    root,
    config: loadLocalConfig({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'SILENT' }),
    log: false,
    ...(web ? { web: siteOrigin({ root, editorDir: editorLayerDir(dataDir) }) } : {}),
  });
  return {
    url: stack.url,
    pages: research.pages.origin,
    async close() {
      await stack.close();
      await research.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
