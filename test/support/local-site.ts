import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadLocalConfig } from '../../scripts/local/config';
import { editorLayerDir, siteOrigin } from '../../scripts/local/site-origin';
import { startLocalStack, type LocalStack, type LocalStackOptions } from '../../scripts/local/stack';
import { publishLocalSite } from '../../scripts/site/local-publish';
import type { PublishOptions, PublishResult } from '../../scripts/site/publish';

/** What tests need of a site's store, in this process or in a stack process. */
export type SiteStore = Pick<LocalStack['store'], 'client' | 'tableNames'>;

export interface TestSite extends LocalStack {
  dataDir: string;
  /** Renders the store's blog and programmatic pages into this site's editor layer, as the admin CLI does. */
  publishSite(options?: Pick<PublishOptions, 'scope' | 'sitemapMaxUrls'>): Promise<PublishResult>;
}

/**
 * The real local stack on a free port with a throwaway dynalite folder, as `npm start` runs it.
 * `withWeb` also serves the site as CloudFront would: its own editor layer (`<dataDir>/site`), then web/dist.
 */
export async function startTestSite(
  options: { withWeb?: boolean; env?: Record<string, string> } & Partial<
    Pick<LocalStackOptions, 'routes' | 'entryFor'>
  > = {},
): Promise<TestSite> {
  const root = process.cwd();
  const dataDir = mkdtempSync(join(tmpdir(), 'copilot-test-'));
  const config = loadLocalConfig({
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'SILENT',
    ...options.env,
  });
  const stack = await startLocalStack({
    root,
    config,
    log: false,
    ...(options.withWeb ? { web: siteOrigin({ root, editorDir: editorLayerDir(dataDir) }) } : {}),
    ...(options.routes ? { routes: options.routes } : {}),
    ...(options.entryFor ? { entryFor: options.entryFor } : {}),
  });
  return {
    ...stack,
    dataDir,
    publishSite: (publish) => publishLocalSite(root, stack.store, dataDir, publish),
    async close() {
      await stack.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
