import { randomUUID } from 'node:crypto';
import type { PostRecord } from '../../lambdas/shared/repositories/post-record';
import type { PostsRepository } from '../../lambdas/shared/repositories/posts-repository';

const DAY_MS = 86_400_000;

/** A valid post; `n` makes slug, title and (one day earlier per n from 2025-06-30) the date differ. */
export function samplePost(n: number, overrides: Partial<PostRecord> = {}): PostRecord {
  return {
    id: randomUUID(),
    slug: `post-${n}`,
    title: `Post number ${n}`,
    author: 'Test Author',
    category: 'Testing',
    excerpt: `Excerpt of post ${n}.`,
    date: new Date(Date.UTC(2025, 5, 30) - n * DAY_MS).toISOString().slice(0, 10),
    published: true,
    content: `<p>Content of post ${n}.</p>`,
    ...overrides,
  };
}

/** A post with every field at the longest the CLI accepts; post `n` is dated n days after 2020-01-01. */
export const longestPost = (n: number): PostRecord =>
  samplePost(n, {
    slug: `${String(n).padStart(4, '0')}-${'s'.repeat(95)}`,
    title: 'T'.repeat(150),
    author: 'A'.repeat(80),
    category: 'C'.repeat(50),
    excerpt: 'E'.repeat(300),
    date: new Date(Date.UTC(2020, 0, 1) + n * DAY_MS).toISOString().slice(0, 10),
    content: `<p>${'Body text. '.repeat(500)}</p>`,
  });

/** Saves posts 25 at a time (the local store takes parallel writes; it only saves time). */
export async function savePosts(posts: PostsRepository, all: readonly PostRecord[]): Promise<void> {
  for (let i = 0; i < all.length; i += 25) {
    await Promise.all(all.slice(i, i + 25).map((post) => posts.save(post, 'create')));
  }
}
