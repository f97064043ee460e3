import { documentClientFor } from '../../lambdas/shared/dynamo';
import { PagesRepository } from '../../lambdas/shared/repositories/pages-repository';
import { PostsRepository } from '../../lambdas/shared/repositories/posts-repository';
import { editorLayerDir } from '../local/site-origin';
import type { LocalStore } from '../local/store';
import { loadRenderer } from './renderer';
import { readSiteInfo } from './site-info';
import { publishSite, type PublishOptions, type PublishResult } from './publish';
import { folderTarget } from './targets';

/** Renders the local store's editor pages into `<dataDir>/site`, as the admin CLI does after a change. */
export async function publishLocalSite(
  root: string,
  store: LocalStore,
  dataDir: string,
  options: Pick<PublishOptions, 'scope' | 'sitemapMaxUrls'> = {},
): Promise<PublishResult> {
  const db = documentClientFor(store.client);
  return publishSite({
    repositories: {
      posts: new PostsRepository(db, store.tableNames.posts!),
      pages: new PagesRepository(db, store.tableNames.pages!),
    },
    renderer: await loadRenderer(root),
    target: folderTarget(editorLayerDir(dataDir)),
    builtAt: readSiteInfo(root).builtAt,
    ...options,
  });
}
