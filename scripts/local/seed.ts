import { join } from 'node:path';
import { documentClientFor } from '../../lambdas/shared/dynamo';
import { PagesRepository } from '../../lambdas/shared/repositories/pages-repository';
import { BLOG_PAGE_SIZE } from '../../lambdas/shared/contracts/blog';
import { PostsRepository } from '../../lambdas/shared/repositories/posts-repository';
import { readPageRows } from '../admin/page-rows';
import { expandPostPaths, readPostFiles } from '../admin/post-files';
import type { LocalStore } from './store';

/** The example content in the repository: Markdown posts and a JSON file of programmatic pages. */
export const seedPaths = (root: string) => ({
  posts: join(root, 'content/blog'),
  pages: join(root, 'content/pages/programmatic-pages.json'),
});

/**
 * Loads the example content into tables this start has just created, and only those: a store that
 * already had its tables keeps whatever editors did to it, so restarting never duplicates or undoes.
 */
export async function seedFreshStore(root: string, store: LocalStore): Promise<string[]> {
  const db = documentClientFor(store.client);
  const paths = seedPaths(root);
  const loaded: string[] = [];
  if (store.createdTables.includes('posts')) {
    const { posts, problems } = await readPostFiles(await expandPostPaths([paths.posts]));
    if (problems.length) throw new Error(`The example posts are invalid:\n  ${problems.join('\n  ')}`);
    const repository = new PostsRepository(db, store.tableNames.posts!);
    for (const { post } of posts) await repository.save(post, 'create');
    // The list pages read the numbering the admin CLI keeps (docs/blog-data.md).
    await repository.renumberPages(BLOG_PAGE_SIZE);
    loaded.push(`${posts.length} example posts`);
  }
  if (store.createdTables.includes('pages')) {
    const { pages, problems } = await readPageRows(paths.pages);
    if (problems.length) throw new Error(`The example pages are invalid:\n  ${problems.join('\n  ')}`);
    await new PagesRepository(db, store.tableNames.pages!).putMany(pages.map((row) => row.page));
    loaded.push(`${pages.length} example programmatic pages`);
  }
  return loaded;
}
