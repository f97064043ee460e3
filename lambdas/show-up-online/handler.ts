import { toolRoute } from '../shared/tool-route/tool-route';
import { toErrorBody } from '../shared/http/error-response';
import { json } from '../shared/http/responses';
import { respondWithProgress } from '../shared/tool-route/progress';
import { OnlinePresenceRequestSchema } from './contract';
import { analyseOnlinePresence } from './service';
import { fetchSite } from './site';

/**
 * `{ success: true, … }` as one JSON answer, or streamed with its progress (reading the site and writing can
 * outlast CloudFront's 60 s); a failure keeps its status and code and says `success: false`.
 */
export const handler = toolRoute(
  'show-up-online',
  OnlinePresenceRequestSchema,
  ({ event, generator, body, signal }) =>
    respondWithProgress(event, 'reading your site', async (progress) => {
      try {
        return json(200, await analyseOnlinePresence({ generator, fetchSite, progress, signal }, body));
      } catch (err) {
        const { status, body: error, headers } = toErrorBody(err);
        return json(status, { success: false, ...error }, headers);
      }
    }),
);
