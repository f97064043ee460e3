/**
 * The arithmetic of `npm run deploy -- <stage> --plan`: from visitors a day and the ratios of a visit, the
 * requests of each route, the tokens of the day, the budget that holds them while reservations are in flight,
 * the busiest second, Lambda concurrency and the Bedrock tokens per minute. Pure: a test checks it by hand.
 */
import {
  generationMaximum,
  UPFRONT_INPUT_TOKENS,
} from '../../../lambdas/shared/rate-limit/generation-budget';
import { SEARCH_COST_UNITS } from '../../../lambdas/shared/youtube/config';
import type { RouteDefinition, RoutePlan } from '../../../catalog/routes';
import type { RatioValues } from './ratios';

const DAY_SECONDS = 86_400;
/** Seconds a beacon or a read takes: a few DynamoDB calls. */
const SHORT_REQUEST_SECONDS = 0.1;

/** A route's mean tokens and seconds per request when it generates (its declared plan), else none. */
export const generationFigures = (route: RouteDefinition) => {
  const plan: Partial<Extract<RoutePlan, { input: number }>> = route.plan ?? {};
  return { input: plan.input ?? 0, output: plan.output ?? 0, seconds: plan.seconds ?? 0 };
};

/** Mean seconds one request of a route runs: a generation's own figure, else a short read or write. */
export const routeSeconds = (route: RouteDefinition): number =>
  route.bedrock ? generationFigures(route).seconds : SHORT_REQUEST_SECONDS;

/** What the plan needs of a stage beside its routes. */
export interface PlanStage {
  /** `bedrock.maxOutputTokens`: what every model call reserves for its answer. */
  maxOutputTokens: number;
  researchOn: boolean;
  /** The reservation of one grounded search (research/grounding.ts). */
  searchReservation: number;
}

export interface Capacity {
  visitors: number;
  generationsPerDay: number;
  searchesPerDay: number;
  /** Tokens a day of the stage's model and of the research model. */
  tokens: { model: { input: number; output: number }; research: { input: number; output: number } };
  requestsPerDay: Record<string, number>;
  /** Requests in the busiest second, by route. */
  peakPerSecond: Record<string, number>;
  /** Generations and searches running at once in the busiest second (Little's law). */
  inFlight: { generations: number; searches: number };
  /** Tokens the day's budget must hold: the day's use plus the reservations in flight at the peak. */
  budget: number;
  /** Model calls and output tokens in the busiest hour (what the Bedrock alarms count). */
  busiestHour: { modelCalls: number; outputTokens: number };
  /** Lambda executions at once in the busiest second. */
  concurrency: number;
  /** YouTube Data API units a day: new keywords (not cached) of the routes that search YouTube. */
  youtubeUnitsPerDay: number;
  /**
   * Tokens per minute at the peak against Bedrock's quotas: the stage's model as the quota counts a call when
   * it starts (its input plus max_tokens), the research model as a search uses them (results read as input).
   */
  tokensPerMinute: { model: number; research: number };
}

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);
/** Rounds up to two significant digits: a budget to write in a config, not a false precision. */
export const roundUp = (value: number): number => {
  if (value <= 0) return 0;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.ceil(value / step) * step;
};

/**
 * The daily requests of every route for `visitors` a day, each by its own plan (catalog/routes.ts `plan`, a tool's
 * from its declaration): per visit, as its weight among the tools' share of the generations, as a share of all
 * generations, or per result of its tool. A route without a plan is an error: the plan names every line.
 */
export function dailyRequests(visitors: number, r: RatioValues, routes: readonly RouteDefinition[]) {
  const generations = visitors * r.generationsPerVisit;
  const plans = routes.map((route) => {
    if (!route.plan)
      throw new Error(`Route ${route.id} has no plan (catalog/routes.ts, or its tool's declaration)`);
    return { id: route.id, plan: route.plan };
  });
  const share = sum(plans.map(({ plan }) => ('shareOfGenerations' in plan ? plan.shareOfGenerations : 0)));
  const weights = sum(plans.map(({ plan }) => ('weight' in plan ? plan.weight : 0)));
  const requests: Record<string, number> = {};
  for (const { id, plan } of plans) {
    if ('perVisit' in plan) requests[id] = visitors * plan.perVisit;
    else if ('weight' in plan) requests[id] = (generations * (1 - share) * plan.weight) / weights;
    else if ('shareOfGenerations' in plan) requests[id] = generations * plan.shareOfGenerations;
  }
  for (const { id, plan } of plans)
    if ('perResult' in plan) requests[id] = (requests[plan.of] ?? 0) * plan.perResult;
  return { generations, requests };
}

/** The capacity a stage needs for `visitors` a day. */
export function planCapacity(
  visitors: number,
  r: RatioValues,
  routes: readonly RouteDefinition[],
  stage: PlanStage,
): Capacity {
  const { generations, requests } = dailyRequests(visitors, r, routes);
  const ai = routes.filter((route) => route.bedrock);
  const searches = stage.researchOn
    ? sum(ai.filter((route) => route.research).map((route) => requests[route.id]! * r.researchShare))
    : 0;
  const peak = (perDay: number) => (perDay / DAY_SECONDS) * r.peakFactor;
  const peakPerSecond = Object.fromEntries(Object.entries(requests).map(([id, n]) => [id, peak(n)]));
  const inFlightOf = (route: RouteDefinition) => peakPerSecond[route.id]! * generationFigures(route).seconds;
  const inFlight = {
    generations: sum(ai.map(inFlightOf)),
    searches: peak(searches) * r.searchTokens.seconds,
  };
  // The guard reserves a generation's maximum up front (up to UPFRONT_INPUT_TOKENS of prompt), a search its own.
  const reservation = (route: RouteDefinition) =>
    generationMaximum(
      Math.min(route.generation?.inputTokens ?? UPFRONT_INPUT_TOKENS, UPFRONT_INPUT_TOKENS),
      stage.maxOutputTokens,
      route.generation?.calls ?? 1,
    );
  const tokens = {
    model: {
      input: sum(ai.map((route) => requests[route.id]! * generationFigures(route).input)),
      output: sum(ai.map((route) => requests[route.id]! * generationFigures(route).output)),
    },
    research: { input: searches * r.searchTokens.input, output: searches * r.searchTokens.output },
  };
  const used = tokens.model.input + tokens.model.output + tokens.research.input + tokens.research.output;
  const held =
    sum(ai.map((route) => inFlightOf(route) * reservation(route))) +
    inFlight.searches * stage.searchReservation;
  return {
    visitors,
    generationsPerDay: generations,
    searchesPerDay: searches,
    tokens,
    requestsPerDay: requests,
    peakPerSecond,
    inFlight,
    budget: roundUp(used + held),
    busiestHour: {
      modelCalls: (generations + searches) * r.busiestHourShare,
      outputTokens: (tokens.model.output + tokens.research.output) * r.busiestHourShare,
    },
    concurrency: Math.ceil(sum(routes.map((route) => peakPerSecond[route.id]! * routeSeconds(route)))),
    youtubeUnitsPerDay: sum(
      routes
        .filter((route) => route.youtube)
        .map((route) => requests[route.id]! * r.youtubeNewKeywordShare * SEARCH_COST_UNITS),
    ),
    tokensPerMinute: {
      model:
        60 *
        sum(
          ai.map(
            (route) => peakPerSecond[route.id]! * (generationFigures(route).input + stage.maxOutputTokens),
          ),
        ),
      research: 60 * peak(searches) * (r.searchTokens.input + r.searchTokens.output),
    },
  };
}
