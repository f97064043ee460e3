import { focusHeading, submitterHasFocus } from './focus-heading';

/** On screens where the result sits below the form, scrolls it into view when a generation starts. */
export function revealOnNarrowScreen(element: HTMLElement | null): void {
  if (window.matchMedia('(max-width: 1023px)').matches) element?.scrollIntoView({ behavior: 'smooth' });
}

/**
 * A generation started: its result panel is brought into view on narrow screens, and focus moves from the
 * submit button (disabled while the tool works) to the panel's heading.
 */
export function revealResult(panel: HTMLElement | null): void {
  revealOnNarrowScreen(panel);
  if (submitterHasFocus()) focusHeading(panel);
}
