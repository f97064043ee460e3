import { CAPACITY_REACHED } from '../contracts/errors';
import { CapacityReachedError } from '../http/errors';
import { humanDuration, type Refusal } from './rate-limiter';

const DAY_MS = 86_400_000;

/** The budget's day: UTC, `YYYY-MM-DD`. */
export const budgetDay = (now: number): string => new Date(now).toISOString().slice(0, 10);

/** Seconds until the next UTC midnight, when a new day's budget starts. */
export const secondsToMidnight = (now: number): number =>
  Math.max(1, Math.ceil((DAY_MS - (now % DAY_MS)) / 1000));

/** When DynamoDB may tidy up a day's counts: two days past their own, for anyone reading yesterday's figure. */
export const dayExpiry = (now: number): number => Math.ceil((now - (now % DAY_MS) + 3 * DAY_MS) / 1000);

/** Tokens Bedrock adds to a call besides our text (message framing, the tool-use system prompt). */
const CALL_OVERHEAD_TOKENS = 500;
/** Bound of the note a repair round adds besides the first answer (generator/bedrock.ts cuts it at 500 characters). */
export const REPAIR_NOTE_TOKENS = 2100;
/**
 * Input tokens the guard reserves up front: enough for most prompts, so a generation reserves once, in
 * the guard's round trip; a longer prompt tops its reservation up before the model is called.
 */
export const UPFRONT_INPUT_TOKENS = 8000;

/**
 * The most tokens one generation can use: `calls` model calls, each with at most `inputTokens` of our text
 * and answering with at most `outputTokens`; a repair round also sends the first answer back, with a note.
 */
export function generationMaximum(inputTokens: number, outputTokens: number, calls: number): number {
  const call = inputTokens + CALL_OVERHEAD_TOKENS + outputTokens;
  return calls * call + (calls - 1) * (outputTokens + REPAIR_NOTE_TOKENS);
}

/** The day's budget and the shares of it, in tokens. */
export interface TokenLimits {
  dailyTokens: number;
  /** One visitor's share (an IPv4 address, an IPv6 /64). */
  visitorTokens: number;
  /** One network's share (an IPv4 /24, an IPv6 /56 or /48), so many addresses of one network cannot spend the day. */
  networkTokens: number;
}

/** `percent` of the daily budget, in whole tokens: a visitor's or a network's share. */
export const shareOf = (dailyTokens: number, percent: number): number =>
  Math.floor((dailyTokens * percent) / 100);

/**
 * Share of the day's budget above which live research stops (issue 39): near the end of the day the cheaper
 * answer, written without live data, comes first, and generations go on until the budget itself is spent.
 */
export const RESEARCH_STOPS_AT_PERCENT = 90;

/** The refusal of a visitor's or a network's share: until midnight UTC, with the share named in percent. */
export function shareRefusal(who: 'visitor' | 'network', limits: TokenLimits, now: number): Refusal {
  const retryAfter = secondsToMidnight(now);
  const tokens = who === 'visitor' ? limits.visitorTokens : limits.networkTokens;
  const share = Math.round((tokens / limits.dailyTokens) * 1000) / 10;
  const whose =
    who === 'visitor'
      ? `You have reached your share of today's AI capacity (${share}% of the day's budget for one visitor)`
      : `Visitors on your network have reached their share of today's AI capacity (${share}% of the day's budget for one network)`;
  return { retryAfter, message: `${whose}. Please try again in ${humanDuration(retryAfter)}.` };
}

/** The 503 of a spent day: back at the next midnight UTC (`details.retryAt`, `Retry-After`). */
export function capacityReached(now: number): CapacityReachedError {
  const retryAfter = secondsToMidnight(now);
  return new CapacityReachedError(
    `${CAPACITY_REACHED} Please try again after midnight UTC, in ${humanDuration(retryAfter)}.`,
    retryAfter,
    new Date(now - (now % DAY_MS) + DAY_MS).toISOString(),
  );
}
