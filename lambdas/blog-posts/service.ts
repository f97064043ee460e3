import { BLOG_PAGE_SIZE, type BlogPostSummary } from '../shared/contracts/blog';
import { BadRequestError } from '../shared/http/errors';
import type { BlogPostsResponse } from './contract';

/** What the list needs from the posts repository. */
export interface PublishedPosts {
  countPublished(): Promise<number>;
  publishedPage(page: number, size: number): Promise<BlogPostSummary[]>;
}

/**
 * Page `page` of published posts with the exact total. An empty blog has one empty page; a page
 * past the last is a 400 that names the last page.
 */
export async function listPublishedPosts(posts: PublishedPosts, page: number): Promise<BlogPostsResponse> {
  const total = await posts.countPublished();
  const lastPage = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  if (page > lastPage) {
    const message = `Page ${page} does not exist: the blog has ${lastPage} page${lastPage === 1 ? '' : 's'}.`;
    throw new BadRequestError(message, [{ field: 'query.page', message }]);
  }
  const found = total === 0 ? [] : await posts.publishedPage(page, BLOG_PAGE_SIZE);
  return { posts: found, total, page, pageSize: BLOG_PAGE_SIZE };
}
