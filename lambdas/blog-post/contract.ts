import * as z from '../shared/contracts/zod';
import { BlogPostSchema } from '../shared/contracts/blog';

/** `GET /api/blog-posts/{slugOrId}`: one published post by slug, or by id when the parameter is a UUID. */
export const BlogPostParamsSchema = z.object({
  slugOrId: z.string().check(z.minLength(1), z.maxLength(200)),
});

export const BlogPostResponseSchema = BlogPostSchema;

export type BlogPostResponse = z.infer<typeof BlogPostResponseSchema>;
