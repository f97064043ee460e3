import type { GenerationMeta } from '../contracts/generation';
import { CapacityReachedError } from '../http/errors';
import type { RateLimitsRepository } from '../repositories/rate-limits-repository';
import { logger } from '../logger';
import { budgetRefusal, dayExpiry, type TokenLimits } from './generation-budget';
import { toRateLimitedError } from './rate-limiter';

type ReservationStore = Pick<RateLimitsRepository, 'addTokens' | 'addVisitorTokens'>;

/** Where a reservation is held and how much of it. */
export interface Held extends TokenLimits {
  visitor: string;
  day: string;
  reserved: number;
}

const errorName = (err: unknown) => (err instanceof Error ? err.name : 'Error');

/**
 * Tokens a request holds of the day's budget and of its visitor's share, from the guard until its generation
 * settles: `cover` tops it up when the prompt needs more than the guard reserved, `settle` turns it into the
 * tokens the model reported, `release` gives it back whole. Each ends it once; a second end does nothing.
 */
export class Reservation {
  private state: 'held' | 'started' | 'ended' = 'held';

  constructor(
    private readonly deps: { store: ReservationStore; now: () => number },
    private readonly held: Held,
  ) {}

  /**
   * A new, empty reservation under the same visitor, day and limits: a second generation of the same request
   * (live research before a brief) is metered by it, against the same budget and share.
   */
  sibling(): Reservation {
    return new Reservation(this.deps, { ...this.held, reserved: 0 });
  }

  /** Tokens held now. */
  get reserved(): number {
    return this.held.reserved;
  }

  /** True until a generation starts or the reservation ends: nothing will settle it but the request's end. */
  get unclaimed(): boolean {
    return this.state === 'held';
  }

  /**
   * Before the model is called: holds at least `tokens`, adding the difference under the same limits as the
   * guard (503 or 429 when it does not fit; what was added is given back first).
   */
  async cover(tokens: number): Promise<void> {
    if (this.state === 'ended') throw new Error('A request makes one generation: its reservation has ended.');
    this.state = 'started';
    const extra = tokens - this.held.reserved;
    if (extra <= 0) return;
    const totals = await this.add(extra);
    const refused = budgetRefusal(totals, this.held, this.deps.now());
    if (refused) {
      await this.add(-extra);
      throw refused instanceof CapacityReachedError ? refused : toRateLimitedError([refused]);
    }
    this.held.reserved = tokens;
  }

  /**
   * Counts the tokens the model reported instead of the reservation; returns the day's total. A failed write
   * is logged, never thrown: a visitor who got their text is not told the bookkeeping failed.
   */
  async settle(meta: GenerationMeta): Promise<number | undefined> {
    if (this.state === 'ended') return undefined;
    this.state = 'ended';
    const used = meta.usage.inputTokens + meta.usage.outputTokens;
    try {
      return (await this.add(used - this.held.reserved)).day;
    } catch (err) {
      logger.warn('could not record generation usage', { error: errorName(err) });
      return undefined;
    }
  }

  /** Gives the whole reservation back: the generation failed, was aborted, or never ran. */
  async release(): Promise<void> {
    if (this.state === 'ended') return;
    this.state = 'ended';
    try {
      await this.add(-this.held.reserved);
    } catch (err) {
      logger.warn('could not release a token reservation', { error: errorName(err) });
    }
  }

  /** Adds to the day's and the visitor's counts at once; returns both totals. */
  private async add(tokens: number): Promise<{ day: number; visitor: number }> {
    const { visitor, day: date } = this.held;
    const expiresAt = dayExpiry(this.deps.now());
    const [day, visitorTotal] = await Promise.all([
      this.deps.store.addTokens(date, tokens, expiresAt),
      this.deps.store.addVisitorTokens(visitor, date, tokens, expiresAt),
    ]);
    return { day, visitor: visitorTotal };
  }
}
