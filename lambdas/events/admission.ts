import type { EventsRequest, VisitorEvent } from '../shared/contracts/events';
import { OTHER } from '../shared/events/counters';

/** Page views one address may count a day: an office or a carrier's NAT has many visitors, a script more. */
export const PAGE_VIEWS_PER_ADDRESS_DAY = 1000;

/** Where the admission asks: the address's day count of page views, and whether a landing page exists. */
export interface AdmissionStore {
  /** Adds one to the address's page views of the day if it stays within `limit`; false when it would not. */
  countPageView(address: string, day: string, limit: number): Promise<boolean>;
  /** True for a roast entry this site has: its own page, or a published landing page. */
  isKnownSource(slug: string): Promise<boolean>;
}

/** The source of a roast entry as counted: its name when the site has that page, else `other`. */
async function sourceOf(store: AdmissionStore, source: string | undefined): Promise<string | undefined> {
  if (source === undefined || source === 'brand-roast') return source;
  return (await store.isKnownSource(source)) ? source : OTHER;
}

/**
 * The events of a beacon as they are counted (issue 48): one page view a beacon, and none past the address's
 * day; a referrer by its registrable domain only when it is a known site; a roast entry by name only when
 * the site has that page. Anything else a visitor can write in an event is a closed set already.
 */
export async function admittedEvents(
  store: AdmissionStore,
  { events }: EventsRequest,
  address: string,
  day: string,
): Promise<VisitorEvent[]> {
  const views = events.filter((event) => event.name === 'page_view');
  const viewCounts =
    views.length > 0 && (await store.countPageView(address, day, PAGE_VIEWS_PER_ADDRESS_DAY));
  const referrerName = views.some((view) => view.referrer)
    ? (await import('../shared/events/referrers')).referrerName
    : undefined;
  const admitted: VisitorEvent[] = [];
  for (const event of events) {
    if (event.name === 'page_view') {
      if (!viewCounts || event !== views[0]) continue;
      const referrer = event.referrer && referrerName ? referrerName(event.referrer, OTHER) : undefined;
      const source = await sourceOf(store, event.source);
      admitted.push({ ...event, ...(referrer ? { referrer } : {}), ...(source ? { source } : {}) });
    } else if ('source' in event) {
      admitted.push({ ...event, source: (await sourceOf(store, event.source)) ?? OTHER });
    } else admitted.push(event);
  }
  return admitted;
}
