import type { RateLimitsRepository, VisitorRecord } from '../repositories/rate-limits-repository';
import { CapacityReachedError } from '../http/errors';
import { logger } from '../logger';
import { budgetDay, budgetRefusal, dayExpiry, type TokenLimits } from './generation-budget';
import { toRateLimitedError, windowRefusals, type RateLimitLevel } from './rate-limiter';
import { Reservation } from './reservation';

/** What the guard needs from the rate-limits repository. */
export type GuardStore = Pick<
  RateLimitsRepository,
  'countRequest' | 'uncountRequest' | 'pruneVisitor' | 'visitorRecord' | 'addTokens' | 'addVisitorTokens'
>;

export interface GuardDeps {
  store: GuardStore;
  /** Epoch milliseconds; tests pass a fake clock. */
  now: () => number;
}

/** One request to admit: its visitor, the limits it counts against and, on a model route, its reservation. */
export interface AdmissionRequest {
  visitor: string;
  levels: readonly RateLimitLevel[];
  /** Tokens to reserve of the day's budget and of the visitor's share; absent where no model is called. */
  tokens?: TokenLimits & { reserve: number };
}

/** What the guard leaves the request: the reservation on a model route, and the tidy-up under way. */
export interface Admission {
  reservation?: Reservation;
  /** Prunes the visitor's item when it grew; settles without failing (errors are logged). */
  tidy: Promise<void>;
}

/** Clock difference between functions that an old entry must be past before it is pruned. */
const SKEW_MS = 60_000;
/** Entries removed by one prune, to keep its condition expression small. */
const PRUNE_BATCH = 50;
/** Attempts at taking back a refused request when other requests move the lists meanwhile. */
const UNCOUNT_ATTEMPTS = 5;

/**
 * The guard's one round trip: the visitor's item (this request's time appended to each limit's list, its
 * tokens to the visitor's day) and the day's budget item (its tokens added) are updated in parallel, each
 * atomically, and the request is judged from the totals they return, so concurrent requests each see an
 * exact order. A refused request is taken back before the refusal is thrown: 503 when the day's budget is
 * spent, else 429 for the limit or share that lasts longest.
 */
export async function admit(deps: GuardDeps, request: AdmissionRequest): Promise<Admission> {
  const now = deps.now();
  const day = budgetDay(now);
  const { visitor, levels, tokens } = request;
  const longestMs = Math.max(...levels.map((level) => level.limit.windowSeconds)) * 1000;
  const reserve = tokens?.reserve ?? 0;
  const [counted, added] = await Promise.allSettled([
    deps.store.countRequest(visitor, {
      at: now,
      scopes: levels.map((level) => level.scope),
      day,
      tokens: reserve,
      expiresAt: Math.max(Math.ceil((now + longestMs) / 1000) + 60, dayExpiry(now)),
    }),
    tokens ? deps.store.addTokens(day, reserve, dayExpiry(now)) : Promise.resolve(0),
  ]);
  const takeBack = () =>
    Promise.all([
      counted.status === 'fulfilled' && uncount(deps.store, visitor, levels, counted.value, now, reserve),
      tokens && added.status === 'fulfilled' && deps.store.addTokens(day, -reserve, dayExpiry(now)),
    ]);
  if (counted.status === 'rejected' || added.status === 'rejected') {
    // One update failed (throttled, say): the other is given back, so a failed request holds nothing.
    await takeBack();
    throw counted.status === 'rejected' ? counted.reason : (added as PromiseRejectedResult).reason;
  }
  const record = counted.value;
  const windows = windowRefusals(levels, record.hits, now);
  const budget = tokens && budgetRefusal({ day: added.value, visitor: record.tokens[day] ?? 0 }, tokens, now);
  const refused =
    budget instanceof CapacityReachedError
      ? budget
      : toRateLimitedError(budget ? [...windows, budget] : windows);
  if (refused) {
    await takeBack();
    throw refused;
  }
  const tidy = prune(deps.store, visitor, levels, record, now - longestMs - SKEW_MS, day).catch(
    (err: unknown) =>
      logger.warn('could not prune visitor hits', { error: err instanceof Error ? err.name : 'Error' }),
  );
  if (!tokens) return { tidy };
  const { dailyTokens, visitorTokens } = tokens;
  return {
    tidy,
    reservation: new Reservation(deps, { visitor, day, reserved: reserve, dailyTokens, visitorTokens }),
  };
}

/** Removes this request's entries (its time, last counted) and tokens again, finding them anew if lists moved. */
async function uncount(
  store: GuardStore,
  visitor: string,
  levels: readonly RateLimitLevel[],
  counted: VisitorRecord,
  at: number,
  tokens: number,
): Promise<void> {
  let record: VisitorRecord | undefined = counted;
  for (let attempt = 0; attempt < UNCOUNT_ATTEMPTS && record; attempt++) {
    const entries = levels
      .map(({ scope }) => ({ scope, index: record!.hits[scope]?.lastIndexOf(at) ?? -1 }))
      .filter(({ index }) => index >= 0);
    if (await store.uncountRequest(visitor, entries, at, budgetDay(at), tokens)) return;
    record = await store.visitorRecord(visitor);
  }
  // Left counted, the request only makes the visitor wait a little longer; its tokens go back regardless.
  logger.warn('could not take back a refused request', { attempts: UNCOUNT_ATTEMPTS });
  await store.addVisitorTokens(visitor, budgetDay(at), -tokens, dayExpiry(at));
}

/**
 * Keeps the visitor's item small, off the request's path: once a list holds twice its limit, its leading
 * entries older than `before` (no window reaches them) go, and so do the token counts of days before
 * yesterday (a generation that began before midnight still settles on its own day).
 */
async function prune(
  store: GuardStore,
  visitor: string,
  levels: readonly RateLimitLevel[],
  record: VisitorRecord,
  before: number,
  today: string,
): Promise<void> {
  const stale = levels.flatMap(({ scope, limit }) => {
    const hits = record.hits[scope] ?? [];
    if (hits.length <= 2 * limit.requests) return [];
    const old = hits.findIndex((at) => at >= before);
    const count = Math.min(old === -1 ? hits.length : old, PRUNE_BATCH);
    return count ? [{ scope, count }] : [];
  });
  const yesterday = budgetDay(Date.parse(today) - 86_400_000);
  const pastDays = Object.keys(record.tokens).filter((day) => day < yesterday);
  if (stale.length || pastDays.length) await store.pruneVisitor(visitor, stale, before, pastDays);
}
