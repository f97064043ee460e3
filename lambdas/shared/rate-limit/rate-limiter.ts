import { RateLimitedError } from '../http/errors';

export interface RateLimitSettings {
  requests: number;
  windowSeconds: number;
}

/** What the limiter needs from the rate-limits repository. */
export interface RateLimitCounters {
  /** Adds one to the counter unless it holds `limit` already; false when full. */
  increment(key: string, limit: number, expiresAt: number): Promise<boolean>;
}

export interface RateLimiterDeps {
  counters: RateLimitCounters;
  now: () => number;
}

function humanDuration(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return minutes < 90 ? `${minutes} minutes` : `${Math.ceil(minutes / 60)} hours`;
}

/**
 * Fixed-window counter per visitor and route, one counter per window, incremented only while under the
 * limit. The window start is part of the key, so expiry never matters for correctness (dynalite has no
 * TTL); TTL only cleans up in AWS.
 */
export async function consumeRateLimit(
  deps: RateLimiterDeps,
  scope: { route: string; visitor: string },
  limit: RateLimitSettings,
): Promise<void> {
  const nowSeconds = Math.floor(deps.now() / 1000);
  const windowStart = nowSeconds - (nowSeconds % limit.windowSeconds);
  const windowEnd = windowStart + limit.windowSeconds;
  // The counter outlives its window by a minute; TTL only tidies up, the key already names the window.
  const counted = await deps.counters.increment(
    `${scope.route}#${scope.visitor}#${windowStart}`,
    limit.requests,
    windowEnd + 60,
  );
  if (counted) return;
  const retryAfter = Math.max(1, windowEnd - nowSeconds);
  throw new RateLimitedError(
    `You have reached the limit of ${limit.requests} requests per ${humanDuration(limit.windowSeconds)} for this tool. ` +
      `Please try again in ${humanDuration(retryAfter)}.`,
    retryAfter,
  );
}
