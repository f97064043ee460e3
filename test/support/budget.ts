import { routes, type RouteDefinition } from '../../catalog/routes';
import { documentClientFor } from '../../lambdas/shared/dynamo';
import {
  budgetDay,
  generationMaximum,
  UPFRONT_INPUT_TOKENS,
} from '../../lambdas/shared/rate-limit/generation-budget';
import { RateLimitsRepository } from '../../lambdas/shared/repositories/rate-limits-repository';
import type { Scenario } from '../../scripts/fakes/fake-bedrock';
import type { SiteStore } from './local-site';

/** The rate-limits table of a local site, through the functions' own repository. */
export const ledgerOf = (site: { store: SiteStore }): RateLimitsRepository =>
  new RateLimitsRepository(documentClientFor(site.store.client), site.store.tableNames['rate-limits']!);

/** The budget's day now (UTC). */
export const today = (): string => budgetDay(Date.now());

/** What the guard reserves for one generation of the route at `path`, with this output cap. */
export function reservationOf(path: string, outputTokens: number): number {
  const { generation } = (routes as readonly RouteDefinition[]).find((route) => route.path === path)!;
  return generationMaximum(
    Math.min(generation!.inputTokens, UPFRONT_INPUT_TOKENS),
    outputTokens,
    generation!.calls,
  );
}

/** Brings the day's total to `percent` of `dailyTokens`. */
export async function spendTo(ledger: RateLimitsRepository, dailyTokens: number, percent: number) {
  const target = Math.floor((dailyTokens * percent) / 100);
  await ledger.addTokens(today(), target - (await ledger.tokensUsed(today())), 0);
}

/**
 * A brief the model takes 1.5 s to start: slow enough that a burst of requests is judged while the admitted
 * ones still hold their reservations (none has settled yet).
 */
export const slowBrief: Scenario = {
  kind: 'text',
  chunks: Array.from({ length: 10 }, (_, i) => `word${i} `),
  firstTokenDelayMs: 1500,
  tokenIntervalMs: 10,
};

/** The generation deadline for `slowBrief`: three times its answer, for a loaded machine. */
export const SLOW_BRIEF_TIMEOUT_MS = '9000';
