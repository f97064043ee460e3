import { Readable } from 'node:stream';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import type { RouteDefinition } from '../../../catalog/routes';
import { operationsMetrics } from '../../../catalog/names';
import { rateLimitsTable } from '../../../catalog/tables';
import { AppError } from '../http/errors';
import { afterAnswer } from '../http/route';
import { emitMetrics } from '../metrics/metrics';
import { documentClient } from '../dynamo';
import { env, tableName } from '../env';
import type { GenerationMeter } from '../generator/metered';
import { RateLimitsRepository } from '../repositories/rate-limits-repository';
import { admit, type Admission } from './admission';
import { reservationMeter } from './meter';
import {
  generationMaximum,
  RESEARCH_STOPS_AT_PERCENT,
  shareOf,
  UPFRONT_INPUT_TOKENS,
} from './generation-budget';
import type { RateLimitLevel } from './rate-limiter';
import { visitorOf } from './visitor';

const repository = () => new RateLimitsRepository(documentClient(), tableName(rateLimitsTable));

/** What the guard reads of a route's table entry, looked up once when its handler is built. */
export type GuardedRouteEntry = Pick<RouteDefinition, 'id'> &
  Partial<Pick<RouteDefinition, 'bedrock' | 'generation' | 'visitorLimit' | 'lighterBy'>>;

/** Scope of the limit every AI tool shares. */
const ALL_AI_TOOLS = '*';

const ADMISSION = Symbol('admission');
type GuardedEvent = APIGatewayProxyEvent & { [ADMISSION]?: Admission };

/**
 * The guard of a tool route (or of a route with its own `visitorLimit`), before the service runs: the
 * visitor's sliding-window limits (per tool and, on AI routes, across every AI tool together) and, on a route
 * that calls the model, a reservation of the generation's tokens against the visitor's share (429), then
 * their networks' shares (429) and the stage's daily budget (503 once spent): the visitor's item first, the
 * shared items only for an admitted visitor (admission.ts). The visitor is the address CloudFront saw
 * (visitor.ts). When the request ends without a generation having claimed the reservation, the guard gives
 * it back.
 */
export function rateLimit(entry: GuardedRouteEntry): MiddlewareObj<APIGatewayProxyEvent> {
  const route = entry.id;
  const generation = entry.bedrock ? entry.generation : undefined;
  const finish = async (admission: Admission | undefined) => {
    if (admission?.reservation?.unclaimed) await admission.reservation.release();
    await admission?.tidy;
  };
  const end = async ({ event, response }: { event: APIGatewayProxyEvent; response?: unknown }) => {
    const admission = (event as GuardedEvent)[ADMISSION];
    const body = (response as { body?: unknown } | undefined)?.body;
    // An answer streamed with its progress is still working when the handler returns: it ends with its body.
    if (body instanceof Readable && !body.destroyed && !body.readableEnded) {
      const closed = new Promise<void>((resolve) => body.once('close', resolve));
      await afterAnswer(
        event,
        closed.then(() => finish(admission)),
      );
      return;
    }
    await finish(admission);
  };
  return {
    before: async ({ event }) => {
      const e = env();
      const levels: RateLimitLevel[] = [
        {
          scope: route,
          limit: entry.visitorLimit ?? {
            requests: e.RATE_LIMIT_REQUESTS * (entry.lighterBy ?? 1),
            windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
          },
          subject: entry.visitorLimit
            ? 'for this page'
            : entry.lighterBy
              ? 'for refinements'
              : 'for this tool',
        },
      ];
      if (generation && !entry.lighterBy) {
        levels.push({
          scope: ALL_AI_TOOLS,
          limit: {
            requests: e.RATE_LIMIT_ALL_TOOLS_REQUESTS,
            windowSeconds: e.RATE_LIMIT_ALL_TOOLS_WINDOW_SECONDS,
          },
          subject: 'across our AI tools',
        });
      }
      const dailyTokens = e.GENERATION_BUDGET_DAILY_TOKENS;
      const upfront = Math.min(generation?.inputTokens ?? 0, UPFRONT_INPUT_TOKENS);
      const visitor = visitorOf(event);
      (event as GuardedEvent)[ADMISSION] = await counted(
        route,
        admit(
          { store: repository(), now: Date.now },
          {
            visitor: visitor.bucket,
            levels,
            ...(generation && {
              networks: visitor.networks,
              tokens: {
                reserve: generationMaximum(upfront, e.BEDROCK_MAX_OUTPUT_TOKENS, generation.calls),
                dailyTokens,
                visitorTokens: shareOf(dailyTokens, e.GENERATION_BUDGET_VISITOR_PERCENT),
                networkTokens: shareOf(dailyTokens, e.GENERATION_BUDGET_NETWORK_PERCENT),
              },
            }),
          },
        ),
      );
    },
    after: end,
    onError: end,
  };
}

/** The admission, counting a refusal (a visitor's limit, or the day's budget) in the dashboard's metric. */
async function counted(route: string, admission: Promise<Admission>): Promise<Admission> {
  try {
    return await admission;
  } catch (err) {
    if (err instanceof AppError && (err.status === 429 || err.status === 503)) {
      emitMetrics({ Tool: route }, { [operationsMetrics.refusals]: { value: 1, unit: 'Count' } });
    }
    throw err;
  }
}

/** The meter of the generation a guarded model route makes (meter.ts), from its guard's reservation. */
export function generationMeter(entry: GuardedRouteEntry, event: APIGatewayProxyEvent): GenerationMeter {
  const route = entry.id;
  const reservation = (event as GuardedEvent)[ADMISSION]?.reservation;
  if (!entry.generation || !reservation) throw new Error(`Route ${route} has no generation guard`);
  const e = env();
  return reservationMeter(reservation, {
    inputTokens: entry.generation.inputTokens,
    outputTokens: e.BEDROCK_MAX_OUTPUT_TOKENS,
    dailyTokens: e.GENERATION_BUDGET_DAILY_TOKENS,
    tool: route,
  });
}

/**
 * The meter of a guarded route's live research (issue 29): one more generation, held in a reservation of its
 * own under the same visitor, networks and day, so grounded searches count toward the daily budget and the
 * shares like any model call. It stops at RESEARCH_STOPS_AT_PERCENT of the day, before generations do, so near
 * the day's end answers come without live data first. Its tokens show under the `Tool` dimension
 * `<route>-research`.
 */
export function researchMeter(
  route: string,
  event: APIGatewayProxyEvent,
  limits: { inputTokens: number; outputTokens: number },
): GenerationMeter {
  const reservation = (event as GuardedEvent)[ADMISSION]?.reservation;
  if (!reservation) throw new Error(`Route ${route} has no generation guard`);
  const e = env();
  const dailyTokens = shareOf(e.GENERATION_BUDGET_DAILY_TOKENS, RESEARCH_STOPS_AT_PERCENT);
  return reservationMeter(reservation.sibling({ dailyTokens }), {
    ...limits,
    dailyTokens: e.GENERATION_BUDGET_DAILY_TOKENS,
    tool: `${route}-research`,
  });
}
