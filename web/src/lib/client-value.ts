import { startTransition, useEffect, useState } from 'react';

/** False until the prerendered page has hydrated; screens rendered after that read the browser at once. */
let hydrated = false;

/** Called once the first page is live (the layout's first effect). */
export function markHydrated(): void {
  hydrated = true;
}

/**
 * A value only the browser knows (its storage, its languages). While a prerendered page hydrates it is the
 * server's value, so the first render matches the HTML; the browser's value follows in a transition once
 * hydrated, never as a synchronous re-render of the whole page (what `useSyncExternalStore` does when the two
 * differ). Screens rendered later read it as they render. `read` and `subscribe` must be stable functions.
 * Not inside a Suspense boundary the prerendered page has: such a boundary hydrates after the layout marks
 * the page live, and would read the browser's value while hydrating.
 */
export function useClientValue<T>(
  read: () => T,
  server: T,
  subscribe?: (changed: () => void) => () => void,
): T {
  const [value, setValue] = useState(() => (hydrated ? read() : server));
  useEffect(() => {
    const update = () => {
      const next = read();
      startTransition(() => setValue(() => next));
    };
    update();
    const unsubscribe = subscribe?.(update);
    return () => unsubscribe?.();
  }, [read, subscribe]);
  return value;
}
