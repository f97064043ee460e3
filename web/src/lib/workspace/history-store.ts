import { createStore, get, type UseStore } from 'idb-keyval';

/** The query parameter history's Open puts on a tool page's address: which kept result to show. */
export const RESULT_PARAM = 'result';

/** Where history keeps its entries (one IndexedDB key), and the store it lives in. */
export const HISTORY_KEY = 'results';

let store: UseStore | undefined;
/** The database opens on first use, so a page that never keeps or looks for a result never opens it. */
export const historyStore = () => (store ??= createStore('content-copilot', 'workspace'));

/**
 * Whether this browser keeps an entry that `match` picks, read as stored, unchecked: a page loads history's
 * reader (zod and the entry schema) only when there is something in it to show.
 */
export async function keepsEntry(
  match: (entry: { id?: unknown; tool?: unknown }) => boolean,
): Promise<boolean> {
  const stored: unknown = await get(HISTORY_KEY, historyStore());
  return (
    Array.isArray(stored) &&
    stored.some((entry: unknown) => typeof entry === 'object' && entry !== null && match(entry))
  );
}
