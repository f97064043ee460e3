import type { VitalName } from '../../../catalog/events-limits';

/**
 * Upper bounds of each metric's histogram buckets; the last bucket is everything above the last bound. The
 * Core Web Vitals thresholds are bounds (a unit test holds them to web-vitals' own), so a p75 read from the
 * buckets gets its verdict exactly.
 */
export const vitalBuckets: Record<VitalName, readonly number[]> = {
  LCP: [500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10_000, 15_000],
  INP: [50, 100, 150, 200, 250, 300, 400, 500, 750, 1000, 2000],
  CLS: [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.35, 0.5, 1],
  TTFB: [100, 200, 400, 600, 800, 1000, 1200, 1500, 1800, 2500, 4000],
};

/** The bucket index a value falls in: the first bound at or above it, or one past the last bound. */
export function bucketOf(metric: VitalName, value: number): number {
  const bounds = vitalBuckets[metric];
  const index = bounds.findIndex((bound) => value <= bound);
  return index === -1 ? bounds.length : index;
}

/**
 * The 75th percentile from bucket counts (index → count), as the upper bound of the bucket it falls in (a
 * slight overestimate, never flattering); Infinity when it falls in the open last bucket, undefined with no data.
 */
export function p75(metric: VitalName, counts: ReadonlyMap<number, number>): number | undefined {
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  if (total === 0) return undefined;
  const bounds = vitalBuckets[metric];
  let seen = 0;
  for (let index = 0; index <= bounds.length; index += 1) {
    seen += counts.get(index) ?? 0;
    if (seen >= 0.75 * total) return bounds[index] ?? Number.POSITIVE_INFINITY;
  }
  return Number.POSITIVE_INFINITY;
}
