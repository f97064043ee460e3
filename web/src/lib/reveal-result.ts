/** Below the lg breakpoint the result panel sits under the form: bring it into view as generation starts. */
export function revealResult(panel: HTMLElement | null): void {
  if (window.matchMedia('(max-width: 1023px)').matches) panel?.scrollIntoView({ behavior: 'smooth' });
}
