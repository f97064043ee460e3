import * as z from 'zod';
import { BlogPostSchema } from '../shared/contracts/blog';

/** `GET /api/blog-posts/{slugOrId}`: one published post by slug, or by id when the parameter is a UUID. */
export const BlogPostParamsSchema = z.object({ slugOrId: z.string().min(1).max(200) });

export const BlogPostResponseSchema = BlogPostSchema;

export type BlogPostResponse = z.infer<typeof BlogPostResponseSchema>;
