import { routeById } from '../../infra/routes';
import { eventsTable } from '../../infra/tables';
import { EventsRequestSchema } from '../shared/contracts/events';
import { documentClient } from '../shared/dynamo';
import { tableName } from '../shared/env';
import { route } from '../shared/http/route';
import { noStore } from '../shared/http/responses';
import { rateLimit } from '../shared/rate-limit/middleware';
import { EventsRepository } from '../shared/repositories/events-repository';
import { countryOf, recordEvents } from './service';

/** 204 once a beacon's events are counted; a bad batch is a 400 naming its fields, like every route. */
export const handler = route(
  {
    body: EventsRequestSchema,
    maxBodyBytes: routeById('events').maxBodyBytes,
    guards: [rateLimit('events')],
  },
  async ({ body, event }) => {
    const repository = new EventsRepository(documentClient(), tableName(eventsTable));
    await recordEvents(repository, body, countryOf(event.headers['cloudfront-viewer-country']), new Date());
    return { statusCode: 204, headers: noStore, body: '' };
  },
);
