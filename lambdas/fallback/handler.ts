import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { routes } from '../../catalog/routes';
import { appErrorResponse } from '../shared/http/error-response';
import { MethodNotAllowedError, NotFoundError } from '../shared/http/errors';
import { matchRoute } from '../shared/http/match-route';

/**
 * Every API request that no route takes lands here: 405 for a known path, else 404. It reads only the method
 * and path, so it runs without the middy stack: nothing to parse or validate, a bundle of a few kilobytes.
 */
export const handler = async (event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> => {
  const match = matchRoute(routes, event.httpMethod, event.path);
  return appErrorResponse(
    match.kind === 'wrong-method'
      ? new MethodNotAllowedError(match.allowed)
      : new NotFoundError(`No API route matches ${event.httpMethod} ${event.path}.`),
  );
};
