import { QueryClient } from '@tanstack/react-query';

/**
 * Data-fetch caching of docs/product.md#constants: 3 retries, exponential backoff from 1 s up to 30 s,
 * unused data dropped after 5 minutes. A 4xx answer is final and is not retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 3 && !isClientError(error),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  });
}

const isClientError = (error: unknown) => {
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500;
};
