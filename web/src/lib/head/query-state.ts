import type { DehydratedState } from '@tanstack/react-query';

/** Id of the <script type="application/json"> holding the prerendered page's query cache. */
export const QUERY_STATE_ID = '__query_state';

/**
 * The prerendered cache as if fetched now: the publisher rewrites a page whenever its data changes, so
 * what the HTML carries is current and need not be fetched again on arrival.
 */
export function asFetchedNow(state: DehydratedState): DehydratedState {
  const now = Date.now();
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  };
}
