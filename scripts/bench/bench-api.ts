/** The few API answers the public pages read, fixed, so the blog pages render a real post with no backend. */
import type { BlogPostResponse } from '../../lambdas/blog-post/contract';
import type { BlogPostsResponse } from '../../lambdas/blog-posts/contract';
import type { SiteConfig } from '../../lambdas/site-config/contract';

/** The slug of the one post the bench blog has. */
export const BENCH_POST_SLUG = 'planning-a-month-of-posts';

const paragraph =
  'A small bakery can plan a month of posts in an afternoon: pick four themes, write one headline for each ' +
  'week, and keep a list of the questions customers ask at the counter.';

const post: BlogPostResponse = {
  id: '6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b',
  slug: BENCH_POST_SLUG,
  title: 'Planning a month of posts in one afternoon',
  author: 'Content Co-Pilot',
  category: 'Planning',
  excerpt: 'Four themes, four headlines and the questions your customers already ask.',
  date: '2026-11-01',
  content: `<p>${paragraph}</p>`.repeat(8),
};

const { content: _content, ...summary } = post;

const answers: Record<string, unknown> = {
  '/api/site-config': { supportEmail: 'help@copilot.test' } satisfies SiteConfig,
  '/api/blog-posts': { posts: [summary], total: 1, page: 1, pageSize: 7 } satisfies BlogPostsResponse,
  [`/api/blog-posts/${BENCH_POST_SLUG}`]: post,
};

/** The fixed answer for an API path: status and JSON body (404 for anything else). */
export function benchApi(path: string): { status: number; body: string } {
  const answer = answers[path];
  return answer === undefined
    ? { status: 404, body: JSON.stringify({ error: 'Not found' }) }
    : { status: 200, body: JSON.stringify(answer) };
}
