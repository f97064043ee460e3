import { del, get, update } from 'idb-keyval';
import * as z from '@lambdas/shared/contracts/zod';
import { HISTORY_KEY as KEY, historyStore as results } from './history-store';

/** The most results kept, across tools: past it the oldest goes. */
export const HISTORY_MAX = 100;

/** One refinement of a result: what was asked, and the answer it gave. */
const RefinementSchema = z.object({
  id: z.string(),
  at: z.number(),
  /** The button's label, or the visitor's own instruction. */
  label: z.string(),
  result: z.unknown(),
});

/**
 * One result kept in this browser: the tool page it came from, the form as it was, the request body it sent
 * and the answer, with each refinement as a child, oldest first.
 */
const EntrySchema = z.object({
  id: z.string(),
  /** The tool's registry id (its page). */
  tool: z.string(),
  at: z.number(),
  form: z.record(z.string(), z.unknown()),
  body: z.unknown(),
  result: z.unknown(),
  refinements: z.array(RefinementSchema),
});

export type Refinement = z.infer<typeof RefinementSchema>;
export type HistoryEntry = z.infer<typeof EntrySchema>;

/** The entries as stored, each checked: one that does not read (an older shape, a hand edit) is left out. */
function readable(stored: unknown): HistoryEntry[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry) => {
    const parsed = EntrySchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Every kept result, newest first. */
export const listHistory = async (): Promise<HistoryEntry[]> => readable(await get(KEY, results()));

/** The newest result of one tool, if any. */
export const latestOf = async (tool: string): Promise<HistoryEntry | undefined> =>
  (await listHistory()).find((entry) => entry.tool === tool);

/** One kept result by its id. */
export const entryById = async (id: string): Promise<HistoryEntry | undefined> =>
  (await listHistory()).find((entry) => entry.id === id);

/** Keeps a new result first; the oldest past the hundredth goes. */
export async function addEntry(
  entry: Omit<HistoryEntry, 'id' | 'at' | 'refinements'>,
): Promise<HistoryEntry> {
  const kept: HistoryEntry = { ...entry, id: crypto.randomUUID(), at: Date.now(), refinements: [] };
  await update(KEY, (stored) => [kept, ...readable(stored)].slice(0, HISTORY_MAX), results());
  return kept;
}

/** Adds a refinement under its result, which moves first (it is the newest work). */
export async function addRefinement(
  id: string,
  refinement: Omit<Refinement, 'id' | 'at'>,
): Promise<Refinement> {
  const child: Refinement = { ...refinement, id: crypto.randomUUID(), at: Date.now() };
  await update(
    KEY,
    (stored) => {
      const entries = readable(stored);
      const parent = entries.find((entry) => entry.id === id);
      if (!parent) return entries;
      return [
        { ...parent, refinements: [...parent.refinements, child] },
        ...entries.filter((e) => e !== parent),
      ];
    },
    results(),
  );
  return child;
}

/** Forgets one result and its refinements. */
export const deleteEntry = (id: string): Promise<void> =>
  update(KEY, (stored) => readable(stored).filter((entry) => entry.id !== id), results());

/** 'Clear all'. */
export const clearHistory = (): Promise<void> => del(KEY, results());

/** The answer an entry shows now: its last refinement's, else its own. */
export const currentResult = (entry: HistoryEntry): unknown =>
  entry.refinements.at(-1)?.result ?? entry.result;
