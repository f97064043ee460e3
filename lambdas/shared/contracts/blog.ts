import * as z from './zod';

/** Posts per page of the blog list (docs/product.md#blog-list). */
export const BLOG_PAGE_SIZE = 7;

/** A URL slug: lowercase letters and digits in words joined by single dashes. */
export const SlugSchema = z
  .string()
  .check(
    z.maxLength(100, 'must be at most 100 characters'),
    z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters and digits joined by single dashes'),
  );

/** A calendar date, YYYY-MM-DD (the blog shows it as MM-dd-yyyy). */
export const PostDateSchema = z.iso.date({ error: 'must be a real date written YYYY-MM-DD' });

/** A published post as the blog list shows it: everything but the HTML. */
export const BlogPostSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  author: z.string(),
  category: z.string(),
  excerpt: z.string(),
  date: PostDateSchema,
});

/** A published post with its sanitized HTML content. */
export const BlogPostSchema = z.extend(BlogPostSummarySchema, { content: z.string() });

export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>;
export type BlogPost = z.infer<typeof BlogPostSchema>;
