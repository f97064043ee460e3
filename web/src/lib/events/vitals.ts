import { currentPage, flushOnLeaving, track, whenIdle } from './track';

/**
 * Reports the landing page's Web Vitals (LCP, INP, CLS, TTFB) through the `web-vitals` library, loaded once
 * the browser is idle so it never competes with the page's first work. Counted under the page the visit
 * landed on; the values leave with the events when the visitor leaves.
 */
export function trackWebVitals(): void {
  const path = currentPage.path;
  const start = async () => {
    const { onCLS, onINP, onLCP, onTTFB } = await import('web-vitals');
    const report = ({ name, value }: { name: 'CLS' | 'INP' | 'LCP' | 'TTFB'; value: number }) =>
      track({ name: 'web_vital', metric: name, value: Math.max(0, value), path, tool: undefined });
    onCLS(report);
    onINP(report);
    onLCP(report);
    onTTFB(report);
    // After web-vitals' own listeners, so the values it reports on leaving go with this page's events.
    flushOnLeaving();
  };
  whenIdle(() => void start().catch(() => undefined));
}
