import type { RateLimitsRepository, VisitorRecord } from '../repositories/rate-limits-repository';
import { logger } from '../logger';
import { budgetDay, dayExpiry, shareRefusal, type TokenLimits } from './generation-budget';
import { toRateLimitedError, windowRefusals, type RateLimitLevel } from './rate-limiter';
import { Reservation } from './reservation';

/** What the guard needs from the rate-limits repository. */
export type GuardStore = Pick<
  RateLimitsRepository,
  'countRequest' | 'uncountRequest' | 'pruneVisitor' | 'visitorRecord' | 'addShared' | 'addVisitorTokens'
>;

export interface GuardDeps {
  store: GuardStore;
  /** Epoch milliseconds; tests pass a fake clock. */
  now: () => number;
}

/** One request to admit: its visitor, the limits it counts against and, on a model route, its reservation. */
export interface AdmissionRequest {
  /** The visitor's bucket (rate-limit/visitor.ts). */
  visitor: string;
  /** The visitor's networks, each with its share of the day's budget; none off a model route. */
  networks?: readonly string[];
  levels: readonly RateLimitLevel[];
  /** Tokens to reserve of the day's budget and of the visitor's and networks' shares; absent where no model is called. */
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
 * The guard: the visitor is judged first, alone, and only an admitted visitor's reservation reaches what
 * others share. The visitor's item gets this request's time appended to each limit's list and its tokens
 * added to the visitor's day in one atomic update, and the request is judged from the item it returns
 * (concurrent requests each see an exact order); a refused request is taken back and answered 429. Then
 * the reservation is added to each network's share and to the day's budget by conditional updates
 * (reservation.ts), which leave a share untouched when it would pass its limit: a visitor's refused burst
 * never holds anything another visitor needs.
 */
export async function admit(deps: GuardDeps, request: AdmissionRequest): Promise<Admission> {
  const now = deps.now();
  const day = budgetDay(now);
  const { visitor, levels, tokens } = request;
  const longestMs = Math.max(...levels.map((level) => level.limit.windowSeconds)) * 1000;
  const reserve = tokens?.reserve ?? 0;
  const record = await deps.store.countRequest(visitor, {
    at: now,
    scopes: levels.map((level) => level.scope),
    day,
    tokens: reserve,
    expiresAt: Math.max(Math.ceil((now + longestMs) / 1000) + 60, dayExpiry(now)),
  });
  const takeBack = () => uncount(deps.store, visitor, levels, record, now, reserve);
  const windows = windowRefusals(levels, record.hits, now);
  const overShare = tokens && (record.tokens[day] ?? 0) > tokens.visitorTokens;
  const refused = toRateLimitedError(
    overShare ? [...windows, shareRefusal('visitor', tokens, now)] : windows,
  );
  if (refused) {
    await takeBack();
    throw refused;
  }
  let reservation: Reservation | undefined;
  if (tokens) {
    const { dailyTokens, visitorTokens, networkTokens } = tokens;
    const held = { dailyTokens, visitorTokens, networkTokens, networks: request.networks ?? [] };
    reservation = new Reservation(deps, { ...held, visitor, day, reserved: 0 });
    await reservation.hold(reserve).catch(async (err: unknown) => {
      await takeBack();
      throw err;
    });
  }
  const tidy = prune(deps.store, visitor, levels, record, now - longestMs - SKEW_MS, day).catch(
    (err: unknown) =>
      logger.warn('could not prune visitor hits', { error: err instanceof Error ? err.name : 'Error' }),
  );
  return { tidy, ...(reservation && { reservation }) };
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
