import { routeById } from '../../catalog/routes';
import { eventsTable, rateLimitsTable, tableDefinition } from '../../catalog/tables';
import { EventsRequestSchema } from '../shared/contracts/events';
import { documentClient } from '../shared/dynamo';
import { tableName } from '../shared/env';
import { route } from '../shared/http/route';
import { noStore } from '../shared/http/responses';
import { rateLimit } from '../shared/rate-limit/middleware';
import { EventsRepository } from '../shared/repositories/events-repository';
import { PublishedPagesRepository } from '../shared/repositories/published-pages-repository';
import { RateLimitsRepository } from '../shared/repositories/rate-limits-repository';
import { admittedEvents, type AdmissionStore } from './admission';
import { countryOf, eventDay, recordEvents } from './service';

/** The address's page views of the day in the rate-limits table, and landing pages by slug. */
function admissionStore(): AdmissionStore {
  const db = documentClient();
  const limits = new RateLimitsRepository(db, tableName(rateLimitsTable));
  const pages = new PublishedPagesRepository(db, tableName(tableDefinition('pages')));
  return {
    async countPageView(address, day, limit) {
      const expiresAt = Math.floor(Date.now() / 1000) + 2 * 86_400;
      return (await limits.addShared(`pageviews#${day}#${address}`, 1, expiresAt, limit)) !== undefined;
    },
    isKnownSource: async (slug) => (await pages.get(slug)) !== undefined,
  };
}

const eventsRoute = routeById('events');

/** 204 once a beacon's events are counted; a bad batch is a 400 naming its fields, like every route. */
export const handler = route(
  {
    body: EventsRequestSchema,
    maxBodyBytes: eventsRoute.maxBodyBytes,
    guards: [rateLimit(eventsRoute)],
  },
  async ({ body, event, sourceIp }) => {
    const now = new Date();
    const events = await admittedEvents(admissionStore(), body, sourceIp, eventDay(now));
    const repository = new EventsRepository(documentClient(), tableName(eventsTable));
    await recordEvents(repository, events, countryOf(event.headers['cloudfront-viewer-country']), now);
    return { statusCode: 204, headers: noStore, body: '' };
  },
);
