import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { rateLimitsTable } from '../../../infra/tables';
import { documentClient } from '../dynamo';
import { env, tableName } from '../env';
import { RateLimitsRepository } from '../repositories/rate-limits-repository';
import { consumeRateLimit } from './rate-limiter';

/**
 * Counts one request against the visitor's limit for this route before the handler runs.
 * The visitor is the source IP from the API Gateway request context, never a client header.
 */
export function rateLimit(route: string): MiddlewareObj<APIGatewayProxyEvent> {
  return {
    before: async ({ event }) => {
      const { RATE_LIMIT_REQUESTS, RATE_LIMIT_WINDOW_SECONDS } = env();
      await consumeRateLimit(
        { counters: new RateLimitsRepository(documentClient(), tableName(rateLimitsTable)), now: Date.now },
        { route, visitor: event.requestContext?.identity?.sourceIp ?? 'unknown' },
        { requests: RATE_LIMIT_REQUESTS, windowSeconds: RATE_LIMIT_WINDOW_SECONDS },
      );
    },
  };
}
