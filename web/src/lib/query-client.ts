import { MutationCache, QueryClient, type Mutation } from '@tanstack/react-query';
import { countedMeta } from './events/mutation-meta';
import type { Stage } from './events/mutation-counts';

/** Counts a tool's or a refinement's stage; the counting code loads with the first counted mutation. */
function count(stage: Stage, mutation: Mutation<unknown, unknown, unknown, unknown>, error?: unknown) {
  const meta = countedMeta(mutation.options.meta);
  if (!meta) return;
  const { variables } = mutation.state;
  void import('./events/mutation-counts').then(({ countMutation }) =>
    countMutation(stage, meta, variables, error),
  );
}

/**
 * Data-fetch caching of docs/product.md#constants: 3 retries, exponential backoff from 1 s up to 30 s,
 * unused data dropped after 5 minutes. A 4xx answer is final and is not retried. Every tool's generation and
 * refinement is counted here, from its mutation's `meta`, in one place (issue 30).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onMutate: (_variables, mutation) => count('submit', mutation),
      onSuccess: (_data, _variables, _context, mutation) => count('result', mutation),
      onError: (error, _variables, _context, mutation) => count('error', mutation, error),
    }),
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
