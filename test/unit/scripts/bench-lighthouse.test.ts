import type { LighthouseReport } from '../../../scripts/bench/lighthouse-run';
import { summarize, tableRow } from '../../../scripts/bench/lighthouse-summary';
import { startBenchSite } from '../../../scripts/bench/bench-site';

/** A report of the shape Lighthouse 13 writes, with the values the table reads. */
const report = (performance: number, tbt: number): LighthouseReport => ({
  categories: Object.fromEntries(
    ['performance', 'accessibility', 'best-practices', 'seo'].map((id, i) => [
      id,
      { score: i ? 1 : performance, auditRefs: [] },
    ]),
  ),
  audits: Object.fromEntries(
    [
      ['first-contentful-paint', 900],
      ['largest-contentful-paint', 1800],
      ['total-blocking-time', tbt],
      ['cumulative-layout-shift', 0.01],
    ].map(([id, value]) => [id, { score: 1, numericValue: value as number, title: String(id) }]),
  ),
});

// Lighthouse itself runs through npx, which needs the network: the suite runs everything around it.
describe('bench:lighthouse', () => {
  it('serves every public page it measures, compressed, from its own site', async () => {
    // npm test builds web/dist before jest starts (Vite cannot run inside jest's sandbox).
    const site = await startBenchSite(process.cwd(), { build: false });
    try {
      expect(site.pages.length).toBeGreaterThan(10);
      for (const path of site.pages) {
        const res = await fetch(`${site.url}${path}`, { headers: { 'accept-encoding': 'br' } });
        expect([path, res.status, res.headers.get('content-encoding')]).toEqual([path, 200, 'br']);
      }
    } finally {
      await site.close();
    }
  }, 120_000);

  it('prints each page’s median scores and timings', () => {
    const row = summarize([report(0.9, 120), report(0.98, 40), report(0.95, 80)]);
    expect(row).toMatchObject({ scores: { performance: 95, seo: 100 }, tbtMs: 80, fcpSeconds: 0.9 });
    expect(tableRow('/', row, '0.50')).toBe(
      '| / | 95 | 100 | 100 | 100 | 0.9 s | 1.8 s | 80 ms | 0.010 | 0.50 |',
    );
  });

  it('refuses a report that lacks what the table shows', () => {
    const broken = report(0.9, 10);
    delete broken.audits['total-blocking-time'];
    expect(() => summarize([broken])).toThrow(/no total-blocking-time value/);
  });
});
