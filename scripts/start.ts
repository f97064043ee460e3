/** `npm start`: builds what is stale, then serves the whole site and API on one port. */
import { resolve } from 'node:path';
import { loadLocalConfig, repoRoot, servedSiteUrl } from './local/config';
import { DataDirLockedError } from './local/data-lock';
import { seedFreshStore } from './local/seed';
import { editorLayerDir, siteOrigin } from './local/site-origin';
import { startLocalStack } from './local/stack';
import { onShutdown } from './local/shutdown';
import { publishLocalSite } from './site/local-publish';
import { ensureWebBuild } from './web-build';

const root = repoRoot();
const started = performance.now();

try {
  const config = loadLocalConfig();
  await ensureWebBuild(root);
  const editorDir = editorLayerDir(resolve(root, config.DATA_DIR));
  const web = siteOrigin({ root, editorDir, servedAt: servedSiteUrl(config) });
  const stack = await startLocalStack({ root, config, web });
  const seeded = await seedFreshStore(root, stack.store);
  if (seeded.length) console.log(`Loaded ${seeded.join(' and ')} into the fresh local store.`);
  // A fresh seed or a new build changes pages: render the editor layer once, writing only what differs.
  const published = await publishLocalSite(root, stack.store, resolve(root, config.DATA_DIR));
  if (published.written.length + published.removed.length) {
    console.log(
      `Rendered the blog and programmatic pages: ${published.written.length} written, ${published.removed.length} removed.`,
    );
  }
  const shown = stack.url.replace('127.0.0.1', 'localhost');
  console.log(
    `\nContent Co-Pilot is running at ${shown} (ready in ${Math.round(performance.now() - started)} ms)\n` +
      `  store: dynalite, data in ${config.DATA_DIR}/\n` +
      `  mail: local SES, read sent mail at ${stack.ses.endpoint.replace('127.0.0.1', 'localhost')}/\n` +
      (stack.youtube ? `  YouTube: the local fake Data API (YOUTUBE_FAKE=1) at ${stack.youtube.url}\n` : '') +
      (stack.research
        ? `  research: a local fake of Nova web search (RESEARCH_FAKE=1), its pages at ${stack.research.pages.origin}\n`
        : '') +
      '  press Ctrl-C to stop\n',
  );
  onShutdown(() => stack.close());
} catch (err) {
  console.error(err instanceof DataDirLockedError || err instanceof Error ? `\n${err.message}\n` : err);
  process.exit(1);
}
