import type { BlogPostSummary } from '../contracts/blog';
import type { PostHead } from './post-record';

/** A stored item or key, as the document client reads and writes it. */
export type Item = Record<string, unknown>;

/** Sort key values of a post's two items (docs/blog-data.md). */
export const HEAD = 'head';
export const BODY = 'body';
export const BY_SLUG = 'bySlug';
export const PUBLISHED = 'publishedByDate';
/** The sparse index of published heads by list page (`listPage`, numbered from the oldest). */
export const BY_PAGE = 'publishedByPage';
/** The item counting published posts, written by the admin CLI whenever it renumbers the list pages. */
export const META_KEY = { id: 'blog#meta', part: 'meta' } as const;
/** The one partition of the sparse published index. */
export const PUBLISHED_PK = 'published';
/** The attributes a list entry needs; `#date` because `date` is a reserved word. */
export const SUMMARY = ['id', 'slug', 'title', 'author', 'category', 'excerpt', '#date'];

/** The list fields of a head item. */
export const summaryOf = (item: Item): BlogPostSummary => ({
  id: item.id as string,
  slug: item.slug as string,
  title: item.title as string,
  author: item.author as string,
  category: item.category as string,
  excerpt: item.excerpt as string,
  date: item.date as string,
});

/** Every field of a head item. */
export const headOf = (item: Item): PostHead => ({ ...summaryOf(item), published: item.published === true });

/** The body item: the post's HTML under its id. */
export const bodyItem = (post: { id: string; content: string }): Item => ({
  id: post.id,
  part: BODY,
  content: post.content,
});

/** The head item: only a published head carries the keys of the sparse published index. */
export const headItem = ({ content: _content, ...head }: PostHead & { content?: string }): Item => ({
  ...head,
  part: HEAD,
  ...(head.published ? { publishedPk: PUBLISHED_PK, publishedSk: `${head.date}#${head.id}` } : {}),
});
