import { TOP_VALUES_PER_DAY, type VisitorEvent } from '../shared/contracts/events';
import { byKey, openDimensions, OTHER, tally, type Counted } from '../shared/events/counters';
import { emitMetrics } from '../shared/metrics/metrics';
import { operationsMetrics } from '../../catalog/names';
import { EVENTS_RETENTION_DAYS, type EventsRepository } from '../shared/repositories/events-repository';

/** CloudFront's viewer-country header as a two-letter code, `XX` when absent or not one. */
export const countryOf = (header: string | undefined): string =>
  header && /^[A-Z]{2}$/.test(header) ? header : 'XX';

/**
 * A batch's counters with each open value (a referring domain, a roast entry) kept only if it is among the
 * day's first TOP_VALUES_PER_DAY, else counted as `other`: a flood of invented values adds one counter.
 */
async function withTopValues(
  repository: Pick<EventsRepository, 'admitted'>,
  day: string,
  counted: Map<string, Counted>,
  expiresAt: number,
): Promise<Counted[]> {
  const counters = [...counted.values()];
  for (const dimension of openDimensions) {
    const values = counters.flatMap(({ dimensions }) => dimensions[dimension] ?? []);
    if (!values.length) continue;
    const kept = await repository.admitted(day, dimension, values, TOP_VALUES_PER_DAY, expiresAt);
    for (const counter of counters) {
      const value = counter.dimensions[dimension];
      if (value !== undefined && !kept.has(value))
        counter.dimensions = { ...counter.dimensions, [dimension]: OTHER };
    }
  }
  return counters;
}

/** The UTC day events count in. */
export const eventDay = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * Adds a beacon's admitted events (admission.ts) to the day's counters (equal events as one write, in one of
 * the day's shards) and reports each event name's count to the operator's dashboard. Nothing of the request
 * but the validated fields and the country is kept.
 */
export async function recordEvents(
  repository: Pick<EventsRepository, 'add' | 'admitted'>,
  events: readonly VisitorEvent[],
  country: string,
  now: Date,
): Promise<void> {
  if (!events.length) return;
  const day = eventDay(now);
  const expiresAt = Math.floor(now.getTime() / 1000) + EVENTS_RETENTION_DAYS * 86_400;
  const counters = await withTopValues(repository, day, tally(events, country), expiresAt);
  // Values now `other` may have joined equal counters: added together, one write each.
  await repository.add(day, byKey(counters), expiresAt);
  const perName = new Map<string, number>();
  for (const event of events) perName.set(event.name, (perName.get(event.name) ?? 0) + 1);
  for (const [name, value] of perName)
    emitMetrics({ Event: name }, { [operationsMetrics.visitorEvents]: { value, unit: 'Count' } });
}
