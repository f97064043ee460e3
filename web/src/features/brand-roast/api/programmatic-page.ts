import { queryOptions } from '@tanstack/react-query';
import { apiPath } from '@catalog/routes';
import { ProgrammaticPageResponseSchema } from '@lambdas/programmatic-page/contract';
import { PUBLISHED_FRESH_MS } from '@/config/timings';
import { apiRequest } from '@/lib/api-client';

/** One landing page record (GET /api/programmatic-pages/{slug}); a 404 means no such page. */
export const programmaticPageQuery = (slug: string) =>
  queryOptions({
    queryKey: ['programmatic-page', slug],
    queryFn: ({ signal }) =>
      apiRequest(
        apiPath('programmatic-page').replace('{slug}', encodeURIComponent(slug)),
        ProgrammaticPageResponseSchema,
        { signal },
      ),
    staleTime: PUBLISHED_FRESH_MS,
    // A missing page is an answer, not a hiccup: show 'Page Not Found' without three retries.
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 3,
  });
