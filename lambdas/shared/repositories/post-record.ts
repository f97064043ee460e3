import * as z from '../contracts/zod';
import { PostDateSchema, SlugSchema } from '../contracts/blog';

import { recordText as text } from '../contracts/text-fields';

/** DynamoDB's item limit is 400 KB; the body item keeps a margin for its keys. */
export const MAX_CONTENT_BYTES = 350_000;

/**
 * The fields an editor sets on a post. Lengths are capped so a post's head item stays under ~1 KB
 * and a thousand published heads fit in one 1 MB index read (docs/blog-data.md).
 */
export const PostFieldsSchema = z.object({
  slug: SlugSchema,
  title: text(150),
  author: text(80),
  category: text(50),
  excerpt: text(300),
  date: PostDateSchema,
  published: z.boolean({ error: 'must be true or false' }),
});

/** A stored post: the fields, its UUID and its sanitized HTML. */
export const PostRecordSchema = z.extend(PostFieldsSchema, {
  id: z.uuid({ error: 'must be a UUID' }),
  content: z
    .string()
    .check(z.refine((html) => Buffer.byteLength(html) <= MAX_CONTENT_BYTES, 'is larger than 350 KB')),
});

export type PostFields = z.infer<typeof PostFieldsSchema>;
export type PostRecord = z.infer<typeof PostRecordSchema>;
/** A post without its HTML: what the head item holds. */
export type PostHead = Omit<PostRecord, 'content'>;

/** The loose UUID shape (any version) the public route falls back on. */
export const looksLikeUuid = (value: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
