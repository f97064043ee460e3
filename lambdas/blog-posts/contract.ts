import * as z from '../shared/contracts/zod';
import { BLOG_PAGE_SIZE, BlogPostSummarySchema } from '../shared/contracts/blog';

export { BLOG_PAGE_SIZE };

/**
 * Newer pages a list page counts, at most: enough for its links (the next newer page, the newest, a gap
 * between them), and no more, so an older page's answer stays the same when posts are added.
 */
export const NEWER_PAGES_SHOWN = 3;

/**
 * `GET /api/blog-posts?page=N`: list page N of published posts, pages numbered from the oldest (page 1 holds
 * the first seven posts ever published), posts newest first; without `page`, the newest page (the latest
 * seven posts). A page past the newest answers 400; an empty blog answers page 1 with no posts.
 */
export const BlogPostsQuerySchema = z.object({
  page: z.optional(
    z.coerce
      .number({ error: 'must be a whole number from 1' })
      .check(
        z.int('must be a whole number from 1'),
        z.minimum(1, 'must be a whole number from 1'),
        z.maximum(100_000, 'is too large'),
      ),
  ),
});

export const BlogPostsResponseSchema = z.object({
  posts: z.array(BlogPostSummarySchema),
  /** This page's number, counted from the oldest page. */
  page: z.number().check(z.int(), z.minimum(1)),
  pageSize: z.number().check(z.int(), z.minimum(1)),
  /** Pages newer than this one, counted up to NEWER_PAGES_SHOWN (0: this is the newest page). */
  newerPages: z.number().check(z.int(), z.minimum(0), z.maximum(NEWER_PAGES_SHOWN)),
});

export type BlogPostsQuery = z.infer<typeof BlogPostsQuerySchema>;
export type BlogPostsResponse = z.infer<typeof BlogPostsResponseSchema>;
