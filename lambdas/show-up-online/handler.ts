import { toolRoute } from '../shared/tool-route/tool-route';
import { toErrorBody } from '../shared/http/error-response';
import { json } from '../shared/http/responses';
import { OnlinePresenceRequestSchema } from './contract';
import { analyseOnlinePresence } from './service';
import { fetchSite } from './site';

/** `{ success: true, … }` as one JSON answer; a failure keeps its status and code and says `success: false`. */
export const handler = toolRoute('show-up-online', OnlinePresenceRequestSchema, async (input) => {
  try {
    const deps = { generator: input.generator, fetchSite, signal: input.signal };
    return json(200, await analyseOnlinePresence(deps, input.body));
  } catch (err) {
    const { status, body, headers } = toErrorBody(err);
    return json(status, { success: false, ...body }, headers);
  }
});
