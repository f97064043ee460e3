import { CapacityReachedError } from '../http/errors';

/** What the budget needs from the rate-limits repository. */
export interface TokenLedger {
  tokensUsed(day: string): Promise<number>;
  addTokens(day: string, tokens: number, expiresAt: number): Promise<number>;
}

export interface BudgetDeps {
  ledger: TokenLedger;
  /** Epoch milliseconds; tests pass a fake clock. */
  now: () => number;
}

const DAY_MS = 86_400_000;

/** The budget's day: UTC, `YYYY-MM-DD`. */
export const budgetDay = (now: number): string => new Date(now).toISOString().slice(0, 10);

/** Seconds until the next UTC midnight, when a new day's budget starts. */
const secondsToMidnight = (now: number): number => Math.max(1, Math.ceil((DAY_MS - (now % DAY_MS)) / 1000));

/**
 * Refuses a generation once the stage has used its daily token budget (503 with `capacity_reached`).
 * Checked before the model runs, so a day may overshoot by the generations already under way.
 */
export async function checkGenerationBudget(deps: BudgetDeps, dailyTokens: number): Promise<void> {
  const now = deps.now();
  if ((await deps.ledger.tokensUsed(budgetDay(now))) >= dailyTokens) {
    throw new CapacityReachedError(secondsToMidnight(now));
  }
}

/**
 * Counts a finished generation's tokens (input and output, as the model reported them) against the day,
 * and returns the share of the budget used so far, in percent.
 */
export async function recordGenerationUsage(
  deps: BudgetDeps,
  dailyTokens: number,
  usage: { inputTokens: number; outputTokens: number },
): Promise<number> {
  const now = deps.now();
  const tokens = usage.inputTokens + usage.outputTokens;
  // Kept two days past its own, for anyone reading yesterday's figure.
  const expiresAt = Math.ceil((now - (now % DAY_MS) + 3 * DAY_MS) / 1000);
  const total = await deps.ledger.addTokens(budgetDay(now), tokens, expiresAt);
  return (total / dailyTokens) * 100;
}
