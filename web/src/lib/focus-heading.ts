import { useEffect, useRef, type RefObject } from 'react';

const HEADINGS = 'h1, h2, h3';

/** The first heading in `container` that is on screen (a view being swapped out may still be there, hidden). */
const shownHeading = (container: HTMLElement | null) =>
  [...(container?.querySelectorAll<HTMLElement>(HEADINGS) ?? [])].find((heading) =>
    heading.checkVisibility(),
  );

/** Moves focus to the first heading shown in `container` (focusable from script only), without scrolling. */
export function focusHeading(container: HTMLElement | null): boolean {
  const heading = shownHeading(container);
  if (!heading) return false;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return true;
}

/** The focused element is a submit button: the form disables it while it works, and focus would fall away. */
export const submitterHasFocus = (): boolean =>
  document.activeElement?.matches('button[type="submit"]') ?? false;

/** Focus is nowhere a keyboard user can see: on the page itself, or on an element gone or hidden with its view. */
function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || !active.checkVisibility();
}

/**
 * When the view in `container` changes (`view` names it) and focus went with the old one, focus moves to the new
 * view's heading, so keyboard users stay where the answer appears; a view whose code is still loading gets it
 * once its heading shows. The first view is left to the page's own focus.
 */
export function useFocusAfterSwap(container: RefObject<HTMLElement | null>, view: string): void {
  const shown = useRef(view);
  useEffect(() => {
    const root = container.current;
    if (shown.current === view || !root) return;
    shown.current = view;
    if (!focusLost() || focusHeading(root)) return;
    const observer = new MutationObserver(() => {
      if (!focusLost() || focusHeading(root)) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container, view]);
}
