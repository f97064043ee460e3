import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';
import { useClientValue } from './client-value';
import { keepForm, parse, readStored } from './workspace/kept-form';

/** Longer than any field a tool takes (the critique's pasted copy is 20,000 characters). */
const MAX_CHARS = 50_000;

/** The profile values a kept form was last filled with: a later page refills the fields still holding them. */
const prefillKey = (tool: string) => `tool-form-prefill:${tool}`;

/** Fields still at their default, or at the previous prefill, take the new prefill (or their default back). */
export function refilled<F extends object>(
  current: F,
  initial: F,
  before: Partial<F> | undefined,
  after: Partial<F> | undefined,
): F {
  const next = { ...current };
  for (const key of Object.keys(initial) as (keyof F)[]) {
    const untouched =
      current[key] === initial[key] || (before?.[key] !== undefined && current[key] === before[key]);
    if (untouched) next[key] = after?.[key] ?? initial[key];
  }
  return next;
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

/** The profile values the session's copy of a tool's form was last filled with, as recorded. */
function recordedPrefill<F>(tool: string | undefined): Partial<F> | undefined {
  try {
    const recorded = tool === undefined ? null : parse(sessionStorage.getItem(prefillKey(tool)) ?? '');
    return typeof recorded === 'object' && recorded !== null ? (recorded as Partial<F>) : undefined;
  } catch {
    return undefined;
  }
}

function recordPrefill(tool: string | undefined, prefill: object | undefined): void {
  try {
    if (tool !== undefined) sessionStorage.setItem(prefillKey(tool), JSON.stringify(prefill ?? {}));
  } catch {
    // storage blocked: the form is not kept either
  }
}

/**
 * A tool form's values that survive leaving the page for the session (Back, a link, a reload): `useState`
 * kept in sessionStorage under the tool's name. A prerendered form hydrates with its defaults; once live it
 * reads the session's copy and takes the kept values (a field the visitor already changed by then keeps
 * theirs), then, with `check` loaded (the form's own), puts back the defaults of preset fields it refuses.
 * `prefill` (the business profile's values, memoised) then fills the fields still at their defaults, or still
 * holding the last prefill, this page's or, for a form kept from earlier in the session, the one recorded with
 * it: a profile forgotten or saved on another page reaches every kept form.
 */
export function useSessionForm<F extends object>(
  tool: string | undefined,
  initial: F,
  check: () => Promise<(form: F) => F>,
  prefill?: Partial<F>,
): [F, Dispatch<SetStateAction<F>>] {
  // Unread (undefined) on the server and while hydrating; the browser's copy, or null, right after.
  const read = useCallback(() => readStored(tool), [tool]);
  const stored = useClientValue<string | null | undefined>(read, undefined);
  const [form, setForm] = useState<F>(initial);
  /** The kept copy is back, or there was none: only then may the profile fill what it left at defaults. */
  const [restored, setRestored] = useState(false);
  if (!restored && stored !== undefined) {
    setRestored(true);
    const kept = stored === null ? undefined : keptValues(parse(stored), initial, (values) => values);
    if (kept) {
      setForm((current) => {
        const merged = { ...current };
        for (const key of Object.keys(kept) as (keyof F)[])
          if (current[key] === initial[key]) merged[key] = kept[key];
        return merged;
      });
    }
  }
  const checkRef = useRef(check);
  useEffect(() => {
    checkRef.current = check;
  });
  // What was kept may hold an option the form no longer offers: its check puts such fields back.
  useEffect(() => {
    if (typeof stored !== 'string') return;
    let live = true;
    void checkRef
      .current()
      .then((checkKept) => live && startTransition(() => setForm((current) => checkKept(current))))
      .catch(() => undefined); // the check could not load: the kept values stay as read
    return () => {
      live = false;
    };
  }, [stored]);
  const update = useCallback(
    (next: SetStateAction<F>) =>
      setForm((current) => {
        const value = typeof next === 'function' ? (next as (form: F) => F)(current) : next;
        // Storage blocked or full: the form still works, it is only not kept.
        if (tool !== undefined) keepForm(tool, value);
        return value;
      }),
    [tool],
  );
  const [filled, setFilled] = useState<Partial<F>>();
  if (restored && prefill !== filled) {
    setFilled(prefill);
    const before = filled ?? (stored ? recordedPrefill<F>(tool) : undefined);
    // Kept like typed values, so a result's kept inputs hold what the form showed.
    if (prefill !== undefined || before !== undefined) {
      update((current) => refilled(current, initial, before, prefill));
      if (prefill !== undefined) recordPrefill(tool, prefill);
    }
  }
  return [form, update];
}
