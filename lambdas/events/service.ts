import type { EventsRequest } from '../shared/contracts/analytics';
import { tally } from '../shared/analytics/counters';
import { emitMetrics } from '../shared/metrics/emf';
import { operationsMetrics } from '../../infra/names';
import { EVENTS_RETENTION_DAYS, type EventsRepository } from '../shared/repositories/events-repository';

/** CloudFront's viewer-country header as a two-letter code, `XX` when absent or not one. */
export const countryOf = (header: string | undefined): string =>
  header && /^[A-Z]{2}$/.test(header) ? header : 'XX';

/**
 * Adds a batch of events to the day's counters (equal events as one write) and reports each event name's
 * count to the operator's dashboard. Nothing of the request but the validated fields and the country is kept.
 */
export async function recordEvents(
  repository: Pick<EventsRepository, 'add'>,
  { events }: EventsRequest,
  country: string,
  now: Date,
): Promise<void> {
  const counters = tally(events, country);
  const day = now.toISOString().slice(0, 10);
  const expiresAt = Math.floor(now.getTime() / 1000) + EVENTS_RETENTION_DAYS * 86_400;
  await repository.add(day, counters, expiresAt);
  const perName = new Map<string, number>();
  for (const event of events) perName.set(event.name, (perName.get(event.name) ?? 0) + 1);
  for (const [name, value] of perName)
    emitMetrics({ Event: name }, { [operationsMetrics.visitorEvents]: { value, unit: 'Count' } });
}
