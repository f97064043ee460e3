import type { AnalyticsEvent } from '../contracts/analytics';
import { bucketOf } from './vitals';

/** The dimensions one counter counts: the event, its page template, tool and country, and its own fields. */
export interface CounterDimensions {
  event: AnalyticsEvent['name'];
  path: string;
  tool?: string;
  /** CloudFront's two-letter viewer country, `XX` when unknown. */
  country: string;
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

/** The counter an event adds one to. A Web Vital counts in its bucket; its value is not kept. */
export function dimensionsOf(event: AnalyticsEvent, country: string): CounterDimensions {
  if (event.name === 'web_vital') {
    const { name, value, ...rest } = event;
    return { ...rest, event: name, country, bucket: bucketOf(event.metric, value) };
  }
  const { name, ...rest } = event;
  return { ...rest, event: name, country };
}

/** A batch's counters, equal events added together. */
export function tally(events: readonly AnalyticsEvent[], country: string): Map<string, Counted> {
  const counted = new Map<string, Counted>();
  for (const event of events) {
    const dimensions = dimensionsOf(event, country);
    const key = counterKey(dimensions);
    const entry = counted.get(key) ?? { dimensions, count: 0 };
    entry.count += 1;
    counted.set(key, entry);
  }
  return counted;
}

export interface Counted {
  dimensions: CounterDimensions;
  count: number;
}
