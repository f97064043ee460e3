import type { GenerationMeta } from '../contracts/generation';
import { RateLimitedError, type AppError } from '../http/errors';
import { dayShare, networkShare, type RateLimitsRepository } from '../repositories/rate-limits-repository';
import { logger } from '../logger';
import { capacityReached, dayExpiry, shareRefusal, type TokenLimits } from './generation-budget';

type ReservationStore = Pick<RateLimitsRepository, 'addShared' | 'addVisitorTokens'>;

/** Where a reservation is held and how much of it. */
export interface Held extends TokenLimits {
  visitor: string;
  /** The visitor's networks (rate-limit/visitor.ts), each with its share of the day. */
  networks: readonly string[];
  day: string;
  reserved: number;
}

const errorName = (err: unknown) => (err instanceof Error ? err.name : 'Error');

/**
 * Tokens a request holds of the day's budget, of its networks' shares and of its visitor's share, from the
 * guard until its generation settles: `cover` tops it up when the prompt needs more than the guard reserved,
 * `settle` turns it into what the model read and wrote, `release` gives it back whole (only when the model
 * was never reached). Each ends it once; a second end does nothing.
 */
export class Reservation {
  private state: 'held' | 'started' | 'ended' = 'held';

  constructor(
    private readonly deps: { store: ReservationStore; now: () => number },
    private readonly held: Held,
  ) {}

  /**
   * A new, empty reservation under the same visitor, networks and day: a second generation of the same
   * request (live research before a brief) is metered by it, with `limits` lowering any of the shares.
   */
  sibling(limits: Partial<TokenLimits> = {}): Reservation {
    return new Reservation(this.deps, { ...this.held, ...limits, reserved: 0 });
  }

  /** Tokens held now. */
  get reserved(): number {
    return this.held.reserved;
  }

  /** True until a generation starts or the reservation ends: nothing will settle it but the request's end. */
  get unclaimed(): boolean {
    return this.state === 'held';
  }

  /** The shared items a reservation adds to: each network's day, then the day itself (503 when it refuses). */
  private shares(): { key: string; limit: number }[] {
    const { day, networks, networkTokens, dailyTokens } = this.held;
    return [
      ...networks.map((network) => ({ key: networkShare(day, network), limit: networkTokens })),
      { key: dayShare(day), limit: dailyTokens },
    ];
  }

  /**
   * Holds `tokens` of the networks' shares first, and of the day only once every network took them: a burst
   * its network refuses never holds any of the day, so it cannot crowd out another network's visitor.
   */
  async hold(tokens: number): Promise<void> {
    const expiresAt = dayExpiry(this.deps.now());
    const shares = this.shares();
    const networks = shares.slice(0, -1);
    await this.holdAll(networks, tokens, expiresAt, () => this.refusal('network'));
    try {
      await this.holdAll(shares.slice(-1), tokens, expiresAt, () => capacityReached(this.deps.now()));
    } catch (err) {
      await this.giveBack(networks, tokens, expiresAt);
      throw err;
    }
    this.held.reserved += tokens;
  }

  /** Adds `tokens` to each share if it fits; when one refuses or fails, gives back the others and throws. */
  private async holdAll(
    shares: { key: string; limit: number }[],
    tokens: number,
    expiresAt: number,
    refusal: () => Error,
  ): Promise<void> {
    const added = await Promise.allSettled(
      shares.map(({ key, limit }) => this.deps.store.addShared(key, tokens, expiresAt, limit)),
    );
    const took = (result: PromiseSettledResult<number | undefined>) =>
      result.status === 'fulfilled' && result.value !== undefined;
    if (added.every(took)) return;
    await this.giveBack(
      shares.filter((_, i) => took(added[i]!)),
      tokens,
      expiresAt,
    );
    const failed = added.find((result) => result.status === 'rejected');
    throw failed ? failed.reason : refusal();
  }

  private async giveBack(shares: { key: string }[], tokens: number, expiresAt: number): Promise<void> {
    await Promise.all(shares.map(({ key }) => this.deps.store.addShared(key, -tokens, expiresAt)));
  }

  /**
   * Before the model is called: holds at least `tokens`, the difference judged by the visitor's share first,
   * then added to the shared counts only if each fits (503 or 429 when one does not; nothing is kept).
   */
  async cover(tokens: number): Promise<void> {
    if (this.state === 'ended') throw new Error('A request makes one generation: its reservation has ended.');
    this.state = 'started';
    const extra = tokens - this.held.reserved;
    if (extra <= 0) return;
    const { visitor, day } = this.held;
    const expiresAt = dayExpiry(this.deps.now());
    const total = await this.deps.store.addVisitorTokens(visitor, day, extra, expiresAt);
    try {
      if (total > this.held.visitorTokens) throw this.refusal('visitor');
      await this.hold(extra);
    } catch (err) {
      await this.deps.store.addVisitorTokens(visitor, day, -extra, expiresAt);
      throw err;
    }
  }

  /**
   * Counts what the model read and wrote instead of the reservation; returns the day's total, and the
   * refusal of a limit that usage above the reservation passed (checked, not only added: live research acts
   * on it). A failed write is logged, never thrown: a visitor who got their text is not told the bookkeeping
   * failed.
   */
  async settle(meta: GenerationMeta): Promise<{ day?: number; over?: AppError }> {
    if (this.state === 'ended') return {};
    this.state = 'ended';
    const used = meta.usage.inputTokens + meta.usage.outputTokens;
    try {
      const [visitor = 0, ...shared] = await this.add(used - this.held.reserved);
      const day = shared.at(-1)!;
      if (used <= this.held.reserved) return { day };
      const { networkTokens, visitorTokens, dailyTokens } = this.held;
      if (day > dailyTokens) return { day, over: capacityReached(this.deps.now()) };
      if (shared.slice(0, -1).some((total) => total > networkTokens))
        return { day, over: this.refusal('network') };
      return visitor > visitorTokens ? { day, over: this.refusal('visitor') } : { day };
    } catch (err) {
      logger.warn('could not record generation usage', { error: errorName(err) });
      return {};
    }
  }

  /** Gives the whole reservation back: the request ended before its generation reached the model. */
  async release(): Promise<void> {
    if (this.state === 'ended') return;
    this.state = 'ended';
    try {
      await this.add(-this.held.reserved);
    } catch (err) {
      logger.warn('could not release a token reservation', { error: errorName(err) });
    }
  }

  private refusal(who: 'visitor' | 'network'): RateLimitedError {
    const { message, retryAfter } = shareRefusal(who, this.held, this.deps.now());
    return new RateLimitedError(message, retryAfter);
  }

  /** Adds to the visitor's, each network's and the day's counts at once; returns the visitor's total, then the shares'. */
  private async add(tokens: number): Promise<number[]> {
    const { visitor, day } = this.held;
    const expiresAt = dayExpiry(this.deps.now());
    return Promise.all([
      this.deps.store.addVisitorTokens(visitor, day, tokens, expiresAt),
      ...this.shares().map(async ({ key }) => (await this.deps.store.addShared(key, tokens, expiresAt))!),
    ]);
  }
}
