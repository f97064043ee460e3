import * as z from '../shared/contracts/zod';
import { BLOG_PAGE_SIZE, BlogPostSummarySchema } from '../shared/contracts/blog';

export { BLOG_PAGE_SIZE };

/**
 * `GET /api/blog-posts?page=N`: page N (default 1) of published posts, newest first. A page past the
 * last one answers 400; an empty blog answers page 1 with no posts.
 */
export const BlogPostsQuerySchema = z.object({
  page: z._default(
    z.coerce
      .number({ error: 'must be a whole number from 1' })
      .check(
        z.int('must be a whole number from 1'),
        z.minimum(1, 'must be a whole number from 1'),
        z.maximum(100_000, 'is too large'),
      ),
    1,
  ),
});

export const BlogPostsResponseSchema = z.object({
  posts: z.array(BlogPostSummarySchema),
  /** Published posts in the whole blog. */
  total: z.number().check(z.int(), z.minimum(0)),
  page: z.number().check(z.int(), z.minimum(1)),
  pageSize: z.number().check(z.int(), z.minimum(1)),
});

export type BlogPostsQuery = z.infer<typeof BlogPostsQuerySchema>;
export type BlogPostsResponse = z.infer<typeof BlogPostsResponseSchema>;
