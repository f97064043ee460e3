import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { rateLimitsTable } from '../../../infra/tables';
import { documentClient } from '../dynamo';
import { env, tableName } from '../env';
import { RateLimitsRepository } from '../repositories/rate-limits-repository';
import { consumeRateLimit } from './rate-limiter';
import { visitorOf } from './visitor';

/**
 * Counts one request against the visitor's limit for this route before the handler runs.
 * The visitor is the address CloudFront's viewer-request function wrote (IPv6 by its /64), see visitor.ts.
 */
export function rateLimit(route: string): MiddlewareObj<APIGatewayProxyEvent> {
  return {
    before: async ({ event }) => {
      const { RATE_LIMIT_REQUESTS, RATE_LIMIT_WINDOW_SECONDS } = env();
      await consumeRateLimit(
        { counters: new RateLimitsRepository(documentClient(), tableName(rateLimitsTable)), now: Date.now },
        { route, visitor: visitorOf(event) },
        { requests: RATE_LIMIT_REQUESTS, windowSeconds: RATE_LIMIT_WINDOW_SECONDS },
      );
    },
  };
}
