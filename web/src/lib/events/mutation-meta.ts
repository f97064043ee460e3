/** What a mutation's `meta` tells the query client's counting callbacks (query-client.ts): which count it is. */
export type CountedMeta = { count: 'tool'; tool: string } | { count: 'refine' };

/** The counting meta of a mutation, if it has one. */
export const countedMeta = (meta: unknown): CountedMeta | undefined =>
  meta && typeof meta === 'object' && 'count' in meta ? (meta as CountedMeta) : undefined;
