/** On screens where the result sits below the form, scrolls it into view when a generation starts. */
export function revealOnNarrowScreen(element: HTMLElement | null): void {
  if (window.matchMedia('(max-width: 1023px)').matches) element?.scrollIntoView({ behavior: 'smooth' });
}
