import { queryOptions } from '@tanstack/react-query';
import { BlogPostResponseSchema } from '@lambdas/blog-post/contract';
import { BlogPostsResponseSchema } from '@lambdas/blog-posts/contract';
import { PUBLISHED_FRESH_MS } from '@/config/timings';
import { apiRequest } from '@/lib/api-client';

/** List page `page`, numbered from the oldest, or the newest page (GET /api/blog-posts?page=N). */
export const blogPostsQuery = (page: number | 'newest') =>
  queryOptions({
    queryKey: ['blog-posts', page],
    queryFn: ({ signal }) =>
      apiRequest(
        page === 'newest' ? '/api/blog-posts' : `/api/blog-posts?page=${page}`,
        BlogPostsResponseSchema,
        { signal },
      ),
    staleTime: PUBLISHED_FRESH_MS,
  });

/** One published post by slug or UUID (GET /api/blog-posts/{slugOrId}); a 404 means no such post. */
export const blogPostQuery = (slugOrId: string) =>
  queryOptions({
    queryKey: ['blog-post', slugOrId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/blog-posts/${encodeURIComponent(slugOrId)}`, BlogPostResponseSchema, { signal }),
    staleTime: PUBLISHED_FRESH_MS,
  });
