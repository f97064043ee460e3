import { routes } from '../../infra/routes';
import { MethodNotAllowedError, NotFoundError } from '../shared/http/errors';
import { matchRoute } from '../shared/http/match-route';
import { route } from '../shared/http/route';

/** Every API request that no route takes lands here: 405 for a known path, else 404. */
export const handler = route({}, async ({ event }) => {
  const match = matchRoute(routes, event.httpMethod, event.path);
  if (match.kind === 'wrong-method') throw new MethodNotAllowedError(match.allowed);
  throw new NotFoundError(`No API route matches ${event.httpMethod} ${event.path}.`);
});
