import { useCallback, useState, useSyncExternalStore, type Dispatch, type SetStateAction } from 'react';

/** Longer than any field a tool takes (the critique's pasted copy is 20,000 characters). */
const MAX_CHARS = 50_000;

const storageKey = (tool: string) => `tool-form:${tool}`;
const noSubscription = () => () => {};

function readStored(tool: string | undefined): string | null {
  try {
    return tool === undefined ? null : sessionStorage.getItem(storageKey(tool));
  } catch {
    return null; // storage blocked: nothing was kept
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * What was kept for a tool, checked as read: only the form's own fields, each of the type its default has
 * (text no longer than any field takes), then `check`, which may put back the defaults of fields it refuses.
 */
export function keptValues<F extends object>(
  stored: unknown,
  initial: F,
  check: (form: F) => F,
): F | undefined {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return undefined;
  const values = { ...initial };
  for (const key of Object.keys(initial) as (keyof F)[]) {
    const value = (stored as Partial<Record<keyof F, unknown>>)[key];
    if (typeof value !== typeof initial[key]) continue;
    if (typeof value === 'string' && value.length > MAX_CHARS) continue;
    values[key] = value as F[keyof F];
  }
  return check(values);
}

/**
 * A tool form's values that survive leaving the page for the session (Back, a link, a reload): `useState`
 * kept in sessionStorage under the tool's name. A prerendered form hydrates with its defaults, then takes
 * the kept values; a field the visitor already changed by then keeps theirs.
 */
export function useSessionForm<F extends object>(
  tool: string | undefined,
  initial: F,
  check: (form: F) => F,
): [F, Dispatch<SetStateAction<F>>] {
  // The server (and hydration) reads nothing; the browser reads the session's copy right after.
  const stored = useSyncExternalStore(
    noSubscription,
    () => readStored(tool),
    () => null,
  );
  const [form, setForm] = useState<F>(initial);
  const [restored, setRestored] = useState(false);
  if (!restored && stored !== null) {
    setRestored(true);
    const kept = keptValues(parse(stored), initial, check);
    if (kept) {
      setForm((current) => {
        const merged = { ...current };
        for (const key of Object.keys(kept) as (keyof F)[])
          if (current[key] === initial[key]) merged[key] = kept[key];
        return merged;
      });
    }
  }
  const update = useCallback(
    (next: SetStateAction<F>) =>
      setForm((current) => {
        const value = typeof next === 'function' ? (next as (form: F) => F)(current) : next;
        try {
          if (tool !== undefined) sessionStorage.setItem(storageKey(tool), JSON.stringify(value));
        } catch {
          // storage blocked or full: the form still works, it is only not kept
        }
        return value;
      }),
    [tool],
  );
  return [form, update];
}
