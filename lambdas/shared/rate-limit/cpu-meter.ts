import type { APIGatewayProxyEvent } from 'aws-lambda';
import { rateLimitsTable } from '../../../catalog/tables';
import { documentClient } from '../dynamo';
import { tableName } from '../env';
import { RateLimitedError } from '../http/errors';
import { RateLimitsRepository } from '../repositories/rate-limits-repository';
import { budgetDay, dayExpiry, secondsToMidnight } from './generation-budget';
import { humanDuration } from './rate-limiter';
import { visitorOf } from './visitor';

/** What a route's work on pasted text costs its visitor: checked before it starts, added once it ends. */
export interface CpuMeter {
  /** Refuses (429) a visitor whose CPU today has reached the day's allowance. */
  check(): Promise<void>;
  /** Adds what the work cost to the visitor's day. */
  charge(ms: number): Promise<void>;
}

/**
 * The CPU a visitor's pasted text costs on a route that calls no model (DESIGN.md decision 27): counted on the
 * visitor's own item per UTC day (`cpu:<day>`), beside their request times and tokens, so a crafted text that
 * stays within every request window still meets a limit of its own.
 */
export function cpuMeter(
  event: Pick<APIGatewayProxyEvent, 'headers'>,
  msPerDay: number,
  now: () => number = Date.now,
  store: Pick<RateLimitsRepository, 'visitorRecord' | 'addVisitorCpu'> = new RateLimitsRepository(
    documentClient(),
    tableName(rateLimitsTable),
  ),
): CpuMeter {
  const visitor = visitorOf(event).bucket;
  return {
    async check() {
      const at = now();
      const spent = (await store.visitorRecord(visitor))?.cpu?.[budgetDay(at)] ?? 0;
      if (spent < msPerDay) return;
      const retryAfter = secondsToMidnight(at);
      throw new RateLimitedError(
        `You have used today's grading time for this tool. Please try again in ${humanDuration(retryAfter)}.`,
        retryAfter,
      );
    },
    async charge(ms) {
      const at = now();
      if (ms < 0.5) return;
      await store.addVisitorCpu(visitor, budgetDay(at), Math.round(ms), dayExpiry(at));
    },
  };
}
