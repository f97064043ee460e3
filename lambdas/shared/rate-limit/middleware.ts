import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { routes } from '../../../infra/routes';
import { rateLimitsTable } from '../../../infra/tables';
import type { GenerationMeta } from '../contracts/generation';
import { documentClient } from '../dynamo';
import { env, tableName } from '../env';
import { logger } from '../logger';
import { RateLimitsRepository } from '../repositories/rate-limits-repository';
import { emitBudgetMetric } from './budget-metric';
import { checkGenerationBudget, recordGenerationUsage } from './generation-budget';
import { consumeRateLimit, type RateLimitLevel } from './rate-limiter';
import { visitorOf } from './visitor';

const repository = () => new RateLimitsRepository(documentClient(), tableName(rateLimitsTable));

/** Scope of the limit every AI tool shares. */
const ALL_AI_TOOLS = '*';

/**
 * The guard of a tool route, before the service runs: on a route that calls the model, the stage's daily
 * generation budget (503 once spent), then the visitor's sliding-window limits, per tool and, on AI
 * routes, across every AI tool together. The visitor is the address CloudFront saw (visitor.ts).
 */
export function rateLimit(route: string): MiddlewareObj<APIGatewayProxyEvent> {
  const callsModel = routes.some((entry) => entry.id === route && 'bedrock' in entry && entry.bedrock);
  return {
    before: async ({ event }) => {
      const e = env();
      const counters = repository();
      if (callsModel) {
        await checkGenerationBudget({ ledger: counters, now: Date.now }, e.GENERATION_BUDGET_DAILY_TOKENS);
      }
      const levels: RateLimitLevel[] = [
        {
          scope: route,
          limit: { requests: e.RATE_LIMIT_REQUESTS, windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS },
          subject: 'for this tool',
        },
      ];
      if (callsModel) {
        levels.push({
          scope: ALL_AI_TOOLS,
          limit: {
            requests: e.RATE_LIMIT_ALL_TOOLS_REQUESTS,
            windowSeconds: e.RATE_LIMIT_ALL_TOOLS_WINDOW_SECONDS,
          },
          subject: 'across our AI tools',
        });
      }
      await consumeRateLimit({ store: counters, now: Date.now }, visitorOf(event), levels);
    },
  };
}

/**
 * Counts a finished generation's reported tokens against the day's budget and publishes the share used.
 * Never fails the answer: a visitor who got their text is not told the bookkeeping failed.
 */
export async function recordUsage(meta: GenerationMeta): Promise<void> {
  try {
    const e = env();
    const percent = await recordGenerationUsage(
      { ledger: repository(), now: Date.now },
      e.GENERATION_BUDGET_DAILY_TOKENS,
      meta.usage,
    );
    emitBudgetMetric(e.STAGE, percent);
  } catch (err) {
    logger.warn('could not record generation usage', { error: err instanceof Error ? err.name : 'Error' });
  }
}
