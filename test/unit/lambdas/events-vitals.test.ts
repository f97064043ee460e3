import { vitalNames } from '../../../catalog/events-limits';
import { bucketOf, p75, vitalBuckets } from '../../../lambdas/shared/events/vitals';
import { verdictOf, vitalThresholds } from '../../../scripts/admin/events/verdict';

describe('Web Vitals histograms', () => {
  it.each(vitalNames)(
    '%s: bounds rise, and web-vitals’ thresholds are bounds (verdicts are exact)',
    (metric) => {
      const bounds = vitalBuckets[metric];
      expect([...bounds].sort((a, b) => a - b)).toEqual(bounds);
      for (const threshold of vitalThresholds[metric]) expect(bounds).toContain(threshold);
    },
  );

  it('puts a value in the first bucket whose bound holds it, and past the last bound in the open bucket', () => {
    expect(bucketOf('LCP', 0)).toBe(0);
    expect(bucketOf('LCP', 2500)).toBe(4);
    expect(bucketOf('LCP', 2500.1)).toBe(5);
    expect(bucketOf('LCP', 1e9)).toBe(vitalBuckets.LCP.length);
  });

  it('reads p75 as the bound of the bucket the 75th percent falls in', () => {
    // 60 views at or under 2 s, 20 at 2.5 s, 20 at 4 s: p75 is in the 2.5 s bucket.
    const counts = new Map([
      [bucketOf('LCP', 1900), 60],
      [bucketOf('LCP', 2400), 20],
      [bucketOf('LCP', 3900), 20],
    ]);
    expect(p75('LCP', counts)).toBe(2500);
    expect(p75('LCP', new Map([[bucketOf('LCP', 3900), 1]]))).toBe(4000);
    expect(p75('LCP', new Map([[vitalBuckets.LCP.length, 3]]))).toBe(Number.POSITIVE_INFINITY);
    expect(p75('LCP', new Map())).toBeUndefined();
  });

  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 4000, 'needs improvement'],
    ['LCP', 5000, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 250, 'needs improvement'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.35, 'poor'],
    ['TTFB', 1800, 'needs improvement'],
  ] as const)('%s p75 %d is %s', (metric, value, verdict) => {
    expect(verdictOf(metric, value)).toBe(verdict);
  });
});
