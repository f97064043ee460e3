import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ToolId } from '@/config/tools';
import { keptForm } from './kept-form';
import type { HistoryEntry } from './history';
import { keepsEntry, RESULT_PARAM } from './history-store';
import type { Shown } from './refine-request';

/** History loads on its own (idb-keyval and the entry schema), after the page is up. */
const history = () => import('./history');

const isObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a tool page shows of a kept entry: the request it sent and its latest version. */
export interface Restored<B, R> {
  id: string;
  body: B;
  shown: Shown<R>;
}

/**
 * The latest version of a kept result. A refinement keeps what the route measured for the first result (the
 * brief's live sources, the critique's checks) and what it was shown beside (YouTube's videos) when its own
 * answer has none, as the page showed it.
 */
function shownOf<B, R>(entry: HistoryEntry): Restored<B, R> {
  const latest = entry.refinements.at(-1)?.result as Shown<R> | undefined;
  const first = entry.result as Shown<R>;
  const shown = latest
    ? {
        ...latest,
        streamData: latest.streamData ?? first.streamData,
        companion: latest.companion ?? first.companion,
      }
    : first;
  return { id: entry.id, body: entry.body as B, shown };
}

/**
 * A tool page's link to its history: on arrival it shows the result Open asked for (the `result` parameter),
 * else this tool's newest, unless the visitor started something first; each result and refinement is kept.
 */
export function useKeptResult<B, R>(
  tool: ToolId | undefined,
  restore: (kept: Restored<B, R>) => void,
  /** A kept result as this page can show it (its answer's shape checked), or undefined: then it is left alone. */
  readable: (shown: Shown<R>) => Promise<Shown<R> | undefined> = async (shown) => shown,
) {
  const started = useRef(false);
  /** The history entry of the result on screen; a refinement asked before history answers waits for it. */
  const entry = useRef<Promise<string | undefined>>(Promise.resolve(undefined));
  const restoreRef = useRef(restore);
  const readableRef = useRef(readable);
  useEffect(() => {
    restoreRef.current = restore;
    readableRef.current = readable;
  });
  useEffect(() => {
    if (!tool) return;
    let cancelled = false;
    const wanted = new URLSearchParams(window.location.search).get(RESULT_PARAM);
    void keepsEntry((entry) => (wanted ? entry.id === wanted : entry.tool === tool))
      .then(async (kept) => {
        if (!kept) return undefined;
        const store = await history();
        return wanted ? store.entryById(wanted) : store.latestOf(tool);
      })
      .then(async (kept) => {
        if (!kept || kept.tool !== tool || cancelled || started.current) return;
        const restored = shownOf<B, R>(kept);
        if (!isObject(restored.body) || !isObject(restored.shown)) return;
        const checked = await readableRef.current(restored.shown);
        if (!checked || cancelled || started.current) return;
        entry.current = Promise.resolve(kept.id);
        restoreRef.current({ ...restored, shown: checked });
      })
      .catch(() => undefined); // IndexedDB unavailable (private mode, blocked): nothing to show
    return () => {
      cancelled = true;
    };
  }, [tool]);
  /** Call when the visitor starts a generation: a late restore must not replace it. */
  const start = useCallback(() => {
    started.current = true;
  }, []);
  /** Keeps a new result (history unavailable: not kept). */
  const keep = useCallback(
    (body: B, shown: Shown<R>) => {
      if (!tool) return;
      entry.current = history()
        .then(
          async ({ addEntry }) =>
            (await addEntry({ tool, form: keptForm(tool) ?? {}, body, result: shown })).id,
        )
        .catch(() => undefined);
    },
    [tool],
  );
  /** Keeps a refinement of the result on screen, under its entry. */
  const keepRefinement = useCallback((label: string, shown: Shown<R>) => {
    void entry.current
      .then(async (id) => (id ? (await history()).addRefinement(id, { label, result: shown }) : undefined))
      .catch(() => undefined);
  }, []);
  return useMemo(() => ({ start, keep, keepRefinement }), [start, keep, keepRefinement]);
}
