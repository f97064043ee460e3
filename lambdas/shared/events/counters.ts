import type { VisitorEvent } from '../contracts/events';
import { bucketOf } from './vitals';

/** The dimensions one counter counts: the event, and one family of its fields (countersOf). */
export interface CounterDimensions {
  event: VisitorEvent['name'];
  /** The page template; absent on a page view's country, referrer and entry counters. */
  path?: string;
  tool?: string;
  /** CloudFront's two-letter viewer country, `XX` when unknown: a page view's country counter only. */
  country?: string;
  viewport?: string;
  referrer?: string;
  source?: string;
  code?: string;
  format?: string;
  kind?: string;
  metric?: string;
  /** A Web Vital's histogram bucket (vitals.ts), never its raw value. */
  bucket?: number;
}

/** The attribute order of a counter's key. */
const order = [
  'event',
  'path',
  'tool',
  'country',
  'viewport',
  'referrer',
  'source',
  'code',
  'format',
  'kind',
  'metric',
  'bucket',
] as const satisfies readonly (keyof CounterDimensions)[];

/** A counter's sort key within its day: its dimensions in a fixed order, so equal events share one item. */
export const counterKey = (dimensions: CounterDimensions): string =>
  order.map((name) => dimensions[name] ?? '').join('|');

/** Dimensions whose values are open (any domain, any landing page): only a day's first few are kept apart. */
export const openDimensions = ['referrer', 'source'] as const;
export type OpenDimension = (typeof openDimensions)[number];

/** What an open dimension's value beyond the day's first TOP_VALUES_PER_DAY counts as. */
export const OTHER = 'other';

/**
 * The counters an event adds one to. Each counter holds one family of dimensions, never their product: a page
 * view counts its page (template, tool, viewport), and apart from it its country, its referring domain and
 * its roast entry, so a day's counters stay bounded by the lists (events-limits.ts) however visitors
 * combine them. A Web Vital counts in its bucket; its value is not kept.
 */
export function countersOf(event: VisitorEvent, country: string): CounterDimensions[] {
  if (event.name === 'web_vital') {
    const { name, value, ...rest } = event;
    return [{ ...rest, event: name, bucket: bucketOf(event.metric, value) }];
  }
  if (event.name === 'page_view') {
    const { name, path, tool, viewport, referrer, source } = event;
    return [
      { event: name, path, ...(tool ? { tool } : {}), viewport },
      { event: name, country },
      ...(referrer ? [{ event: name, referrer }] : []),
      ...(source ? [{ event: name, source }] : []),
    ];
  }
  const { name, ...rest } = event;
  return [{ ...rest, event: name }];
}

/** The most counters one request adds to: a page's batch holds a page view and a few events and vitals. */
export const COUNTERS_PER_REQUEST = 32;

/** Counters with equal dimensions added together; past COUNTERS_PER_REQUEST distinct ones, the rest are dropped. */
export function byKey(counters: Iterable<Counted>): Map<string, Counted> {
  const counted = new Map<string, Counted>();
  for (const { dimensions, count } of counters) {
    const key = counterKey(dimensions);
    const entry = counted.get(key);
    if (entry) entry.count += count;
    else if (counted.size < COUNTERS_PER_REQUEST) counted.set(key, { dimensions, count });
  }
  return counted;
}

/** A batch's counters, equal ones added together (at most COUNTERS_PER_REQUEST). */
export const tally = (events: readonly VisitorEvent[], country: string): Map<string, Counted> =>
  byKey(
    events.flatMap((event) => countersOf(event, country)).map((dimensions) => ({ dimensions, count: 1 })),
  );

export interface Counted {
  dimensions: CounterDimensions;
  count: number;
}
