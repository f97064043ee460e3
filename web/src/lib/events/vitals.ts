import { currentPage, flushOnLeaving, track } from './track';

/**
 * Reports the landing page's Web Vitals (LCP, INP, CLS, TTFB) through the `web-vitals` library; the entry
 * loads this once the browser is idle, so it never competes with the page's first work (the library reads the
 * buffered entries). Counted under the page the visit landed on; the values leave with the events when the
 * visitor leaves.
 */
export async function trackWebVitals(): Promise<void> {
  const path = currentPage.path;
  const { onCLS, onINP, onLCP, onTTFB } = await import('web-vitals');
  const report = ({ name, value }: { name: 'CLS' | 'INP' | 'LCP' | 'TTFB'; value: number }) =>
    track({ name: 'web_vital', metric: name, value: Math.max(0, value), path, tool: undefined });
  onCLS(report);
  onINP(report);
  onLCP(report);
  onTTFB(report);
  // After web-vitals' own listeners, so the values it reports on leaving go with this page's events.
  flushOnLeaving();
}
