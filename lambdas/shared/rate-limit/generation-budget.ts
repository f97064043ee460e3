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

/** The day's budget and one visitor's share of it, in tokens. */
export interface TokenLimits {
  dailyTokens: number;
  visitorTokens: number;
}

/** The visitor's share of the daily budget: `percent` of it, in whole tokens. */
export const visitorTokens = (dailyTokens: number, percent: number): number =>
  Math.floor((dailyTokens * percent) / 100);

/**
 * Judges a reservation by the totals DynamoDB returned once it was added: the stage's day past its budget is
 * a 503 for everyone until midnight UTC; the visitor past their share is a refusal for them alone.
 */
export function budgetRefusal(
  totals: { day: number; visitor: number },
  limits: TokenLimits,
  now: number,
): CapacityReachedError | Refusal | undefined {
  if (totals.day > limits.dailyTokens) return new CapacityReachedError(secondsToMidnight(now));
  if (totals.visitor <= limits.visitorTokens) return undefined;
  const retryAfter = secondsToMidnight(now);
  const share = Math.round((limits.visitorTokens / limits.dailyTokens) * 1000) / 10;
  return {
    retryAfter,
    message:
      `You have reached your share of today's AI capacity (${share}% of the day's budget for one visitor). ` +
      `Please try again in ${humanDuration(retryAfter)}.`,
  };
}
