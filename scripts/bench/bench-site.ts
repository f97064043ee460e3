/**
 * The site as the benchmarks measure it: the real local stack on a free loopback port with a throwaway store
 * holding the example content, its pages rendered and served as CloudFront would (precompressed, cache headers).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadLocalConfig } from '../local/config';
import { seedFreshStore } from '../local/seed';
import { editorLayerDir, siteOrigin } from '../local/site-origin';
import { startLocalStack } from '../local/stack';
import { publishLocalSite } from '../site/local-publish';
import { ensureWebBuild } from '../web-build';
import { toolIds } from '../../catalog/manifest';

/**
 * Starts the bench site; `pages` is every public page kind: home, each tool, the policy, blog, a post, a landing
 * page. It builds web/dist when stale, unless `build: false` (the suite's tiny runs, built before jest starts).
 */
export async function startBenchSite(root: string, { build = true }: { build?: boolean } = {}) {
  if (build) await ensureWebBuild(root);
  const dataDir = mkdtempSync(join(tmpdir(), 'copilot-bench-'));
  const config = loadLocalConfig({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'SILENT' });
  const stack = await startLocalStack({
    root,
    config,
    log: false,
    web: siteOrigin({ root, editorDir: editorLayerDir(dataDir) }),
  });
  const close = async () => {
    await stack.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const written = await seedFreshStore(root, stack.store)
    .then(() => publishLocalSite(root, stack.store, dataDir))
    .then((published) => published.written)
    .catch(async (err: unknown) => {
      await close();
      throw err;
    });
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-/;
  const first = (pattern: RegExp) =>
    written.map((key) => pattern.exec(key)?.[1]).find((slug) => slug && !uuid.test(slug));
  const pages = [
    '/',
    // Each tool's page is /<id> (docs/adding-a-tool.md).
    ...toolIds.map((id) => `/${id}`),
    '/privacy-policy',
    '/blog',
    `/blog/${first(/^blog\/([^/]+)\/index\.html$/)}`,
    `/tools/${first(/^tools\/([^/]+)\/index\.html$/)}`,
  ];
  return {
    url: stack.url,
    pages,
    close,
  };
}
