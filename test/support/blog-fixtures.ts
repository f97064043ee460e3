import { documentClientFor } from '../../lambdas/shared/dynamo';
import { PagesRepository } from '../../lambdas/shared/repositories/pages-repository';
import { PostsRepository } from '../../lambdas/shared/repositories/posts-repository';
import type { SiteStore } from './local-site';

export { longestPost, samplePost as makePost, savePosts } from '../../scripts/bench/sample-posts';

/** The repositories over a test site's own store, to arrange data the way the admin CLI writes it. */
export function repositoriesOf(site: { store: SiteStore }) {
  const db = documentClientFor(site.store.client);
  return {
    posts: new PostsRepository(db, site.store.tableNames.posts!),
    pages: new PagesRepository(db, site.store.tableNames.pages!),
  };
}
