import { randomUUID } from 'node:crypto';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { BLOG_PAGE_SIZE } from '../../lambdas/shared/contracts/blog';
import { batchWrite } from '../../lambdas/shared/repositories/batch-write';
import { bodyItem, headItem } from '../../lambdas/shared/repositories/post-items';
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

const WORDS =
  'Small businesses win customers with plain words: say who you help, what changes for them and what to do next, then say it again where people look.';

/**
 * A post shaped like a real article (about 1,000 words of HTML in eight sections with headings, lists and
 * links), dated `n` days before 2025-06-30, so post 0 is the newest.
 */
export const articlePost = (n: number): PostRecord =>
  samplePost(n, {
    slug: `marketing-note-${n}`,
    title: `Marketing note ${n}: how a small business gets found online`,
    author: 'Maya Chen',
    category: ['Email Marketing', 'SEO', 'Content', 'Social Media'][n % 4]!,
    excerpt: `Note ${n} of the series: one practical step a small business can take this week to be found by the customers it wants.`,
    content: Array.from(
      { length: 8 },
      (_, i) =>
        `<h2>Step ${i + 1}</h2><p>${WORDS} ${WORDS} ${WORDS} ${WORDS}</p>` +
        `<ul><li>Write it down</li><li>Ask a customer</li><li>Measure it after a week</li></ul>` +
        `<p>Read <a href="https://example.com/guide-${i}">the guide</a> and <strong>try it</strong> today.</p>`,
    ).join('\n'),
  });

/**
 * Saves posts 25 at a time (the local store takes parallel writes; it only saves time), then numbers the
 * list pages as the admin CLI does after every change.
 */
export async function savePosts(posts: PostsRepository, all: readonly PostRecord[]): Promise<void> {
  for (let i = 0; i < all.length; i += 25) {
    await Promise.all(all.slice(i, i + 25).map((post) => posts.save(post, 'create')));
  }
  await posts.renumberPages(BLOG_PAGE_SIZE);
}

/**
 * Writes published posts straight into the posts table, 25 items a BatchWrite call, with the repositories'
 * own item builders: adding 10,000 posts through the admin CLI would take hours. Numbering is left to the caller.
 */
export async function writeArchive(db: DynamoDBDocumentClient, table: string, all: readonly PostRecord[]) {
  const items = all.flatMap((post) => [bodyItem(post), headItem(post)]);
  await batchWrite(
    db,
    table,
    items.map((Item) => ({ PutRequest: { Item } })),
    'dynalite kept throttling the load',
  );
}
