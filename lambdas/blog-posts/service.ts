import { BLOG_PAGE_SIZE, type BlogPostSummary } from '../shared/contracts/blog';
import { BadRequestError } from '../shared/http/errors';
import { NEWER_PAGES_SHOWN, type BlogPostsResponse } from './contract';

/** What the list needs from the posts repository. */
export interface PublishedPosts {
  countPublished(): Promise<number>;
  listPage(page: number, lastPage: number, size: number): Promise<BlogPostSummary[]>;
}

/** How many list pages `total` published posts fill (an empty blog has one empty page). */
export const pagesOf = (total: number): number => Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));

/**
 * List page `page` (numbered from the oldest), or the newest page when `page` is undefined: two calls, the
 * count and the page. A page past the newest is a 400 that names the newest.
 */
export async function listPublishedPosts(posts: PublishedPosts, page?: number): Promise<BlogPostsResponse> {
  const total = await posts.countPublished();
  const lastPage = pagesOf(total);
  const wanted = page ?? lastPage;
  if (wanted > lastPage) {
    const message = `Page ${wanted} does not exist: the blog has ${lastPage} page${lastPage === 1 ? '' : 's'}.`;
    throw new BadRequestError(message, [{ field: 'query.page', message }]);
  }
  const found = total === 0 ? [] : await posts.listPage(wanted, lastPage, BLOG_PAGE_SIZE);
  return {
    posts: found,
    page: wanted,
    pageSize: BLOG_PAGE_SIZE,
    newerPages: Math.min(lastPage - wanted, NEWER_PAGES_SHOWN),
  };
}
