import { counterKey, tally } from '../../../lambdas/shared/events/counters';
import type { VisitorEvent } from '../../../lambdas/shared/contracts/events';
import type { StoredCounter } from '../../../scripts/admin/events/event-counters';
import { daysBetween } from '../../../scripts/admin/events/event-counters';
import { printStats } from '../../../scripts/admin/events/print';
import { eventsReport } from '../../../scripts/admin/events/report';

const brief = { path: '/content-brief', tool: 'content-brief' } as const;
const events: VisitorEvent[] = [
  { name: 'page_view', ...brief, viewport: 'phone', referrer: 'news.example.com' },
  { name: 'page_view', ...brief, viewport: 'phone' },
  { name: 'tool_submit', ...brief },
  { name: 'tool_submit', ...brief },
  { name: 'tool_result', ...brief },
  { name: 'tool_error', ...brief, code: 'model_throttled' },
  { name: 'result_copy', ...brief },
  { name: 'result_download', ...brief, format: 'docx' },
  {
    name: 'page_view',
    path: '/tools/:slug',
    tool: 'brand-roast',
    viewport: 'desktop',
    source: 'roast-my-bakery',
  },
  { name: 'roast_email_step', path: '/tools/:slug', tool: 'brand-roast', source: 'roast-my-bakery' },
  { name: 'lead_captured', path: '/tools/:slug', tool: 'brand-roast', source: 'roast-my-bakery' },
  { name: 'web_vital', path: '/', metric: 'LCP', value: 1800 },
  { name: 'web_vital', path: '/', metric: 'LCP', value: 4200 },
];

const stored = (day: string): StoredCounter[] =>
  [...tally(events, 'DE').values()].map(({ dimensions, count }) => ({ ...dimensions, day, count }));

describe('admin events', () => {
  it('counts equal events once per counter, a page view in one counter per family of its fields', () => {
    const counted = tally(events, 'DE');
    // Page views: their pages (2), their country (1), a referrer (1) and a roast entry (1); 9 other counters.
    expect(counted.size).toBe(14);
    expect(counted.get(counterKey({ event: 'tool_submit', ...brief }))?.count).toBe(2);
    expect(counted.get(counterKey({ event: 'page_view', country: 'DE' }))?.count).toBe(3);
    expect(counted.get(counterKey({ event: 'page_view', ...brief, viewport: 'phone' }))?.count).toBe(2);
  });

  it('reports the funnels, the roast by entry and the vitals over several days', () => {
    const days = ['2026-11-25', '2026-11-26'];
    const report = eventsReport([...stored(days[0]!), ...stored(days[1]!)], days);
    expect(report.pageViews).toEqual({ '/content-brief': 4, '/tools/:slug': 2 });
    expect(report.tools['content-brief']).toEqual({
      views: 4,
      submits: 4,
      results: 2,
      errors: 2,
      copies: 2,
      downloads: 2,
      refines: 0,
      errorRate: 0.5,
      errorCodes: { model_throttled: 2 },
    });
    expect(report.roast).toEqual({ 'roast-my-bakery': { form: 2, emailStep: 2, leads: 2 } });
    expect(report.vitals['/']?.LCP).toEqual({ p75: 5000, verdict: 'poor', samples: 4 });
    expect(report.referrers).toEqual({ 'news.example.com': 2 });
    expect(report.countries).toEqual({ DE: 6 });
    const printed = printStats(report);
    expect(printed).toMatch(/content-brief\s+4\s+4\s+2\s+2\s+2\s+0\s+2\s+50\.0%/);
    expect(printed).toMatch(/roast-my-bakery\s+2\s+2\s+2/);
    expect(printed).toContain('5000 ms (poor)');
  });

  it('lists the UTC days of a period, both ends included', () => {
    expect(daysBetween(new Date('2026-11-24T23:00:00Z'), new Date('2026-11-26T01:00:00Z'))).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
  });
});
