import type { BlogPost } from '../shared/contracts/blog';
import { NotFoundError } from '../shared/http/errors';
import { looksLikeUuid } from '../shared/repositories/post-record';

/** What the post page needs from the posts repository. */
export interface PublishedPost {
  publishedBySlug(slug: string): Promise<BlogPost | undefined>;
  publishedById(id: string): Promise<BlogPost | undefined>;
}

/** docs/product.md#blog-post: the published post with this slug, else, when the parameter is a UUID, the one with this id. */
export async function findPublishedPost(posts: PublishedPost, slugOrId: string): Promise<BlogPost> {
  const post =
    (await posts.publishedBySlug(slugOrId)) ??
    (looksLikeUuid(slugOrId) ? await posts.publishedById(slugOrId) : undefined);
  if (!post) throw new NotFoundError('Post not found');
  return post;
}
