import { randomUUID } from 'node:crypto';
import { documentClientFor } from '../../lambdas/shared/dynamo';
import { PagesRepository } from '../../lambdas/shared/repositories/pages-repository';
import type { PostRecord } from '../../lambdas/shared/repositories/post-record';
import { PostsRepository } from '../../lambdas/shared/repositories/posts-repository';
import type { TestSite } from './local-site';

/** The repositories over a test site's own store, to arrange data the way the admin CLI writes it. */
export function repositoriesOf(site: TestSite) {
  const db = documentClientFor(site.store.client);
  return {
    posts: new PostsRepository(db, site.store.tableNames.posts!),
    pages: new PagesRepository(db, site.store.tableNames.pages!),
  };
}

/** A valid post; `n` makes slug, title and (going back one day per n from 2025-06-30) the date differ. */
export function makePost(n: number, overrides: Partial<PostRecord> = {}): PostRecord {
  const date = new Date(Date.UTC(2025, 5, 30 - n)).toISOString().slice(0, 10);
  return {
    id: randomUUID(),
    slug: `post-${n}`,
    title: `Post number ${n}`,
    author: 'Test Author',
    category: 'Testing',
    excerpt: `Excerpt of post ${n}.`,
    date,
    published: true,
    content: `<p>Content of post ${n}.</p>`,
    ...overrides,
  };
}

/** Saves posts a few at a time (the store is local: parallel writes only save test time). */
export async function savePosts(posts: PostsRepository, all: readonly PostRecord[]): Promise<void> {
  for (let i = 0; i < all.length; i += 25) {
    await Promise.all(all.slice(i, i + 25).map((post) => posts.save(post, 'create')));
  }
}
