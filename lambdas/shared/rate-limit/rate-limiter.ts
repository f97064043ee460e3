import { setTimeout as sleep } from 'node:timers/promises';
import { RateLimitedError } from '../http/errors';
import type { VisitorHits } from '../repositories/rate-limits-repository';

export interface RateLimitSettings {
  requests: number;
  windowSeconds: number;
}

/** One limit a request counts against: `scope` names its list of hits (a route id, or `*` for all tools). */
export interface RateLimitLevel {
  scope: string;
  limit: RateLimitSettings;
  /** How the refusal names what is limited, e.g. `for this tool`. */
  subject: string;
}

/** What the limiter needs from the rate-limits repository. */
export interface VisitorHitsStore {
  visitorHits(visitor: string): Promise<VisitorHits | undefined>;
  saveVisitorHits(
    visitor: string,
    hits: Record<string, number[]>,
    readVersion: number | undefined,
    expiresAt: number,
  ): Promise<boolean>;
}

export interface RateLimiterDeps {
  store: VisitorHitsStore;
  /** Epoch milliseconds; tests pass a fake clock. */
  now: () => number;
  /** Waits between attempts after a concurrent save won; tests may skip the wait. */
  pause?: (ms: number) => Promise<void>;
}

/** Saves lost to concurrent requests of the same visitor before the request is refused. */
const MAX_ATTEMPTS = 8;

export function humanDuration(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return minutes < 90 ? `${minutes} minutes` : `${Math.ceil(minutes / 60)} hours`;
}

/** Why a level refuses the request now, and when it will admit one again; undefined when it admits it. */
function refusal(level: RateLimitLevel, recent: number[], now: number) {
  const { requests, windowSeconds } = level.limit;
  if (recent.length < requests) return undefined;
  // The request fits once all but `requests - 1` of the recent hits have left the window.
  const freedAt = recent[recent.length - requests]! + windowSeconds * 1000;
  return { level, retryAfter: Math.max(1, Math.ceil((freedAt - now) / 1000)) };
}

/**
 * Sliding-window limit per visitor on every level at once: a request is admitted only if, on each level,
 * fewer than `requests` of the visitor's requests fall in the last `windowSeconds`, so no window edge ever
 * lets twice the limit through. All levels live in one item per visitor, read and replaced with a version
 * condition (no transactions): of concurrent requests only one save wins, the others read again.
 */
export async function consumeRateLimit(
  deps: RateLimiterDeps,
  visitor: string,
  levels: readonly RateLimitLevel[],
): Promise<void> {
  const pause = deps.pause ?? ((ms: number) => sleep(ms));
  const longestMs = Math.max(...levels.map((level) => level.limit.windowSeconds)) * 1000;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const stored = await deps.store.visitorHits(visitor);
    const now = deps.now();
    const inWindow = (scope: string, windowMs: number) =>
      (stored?.hits[scope] ?? []).filter((at) => at > now - windowMs).sort((a, b) => a - b);
    const refused = levels
      .map((level) => refusal(level, inWindow(level.scope, level.limit.windowSeconds * 1000), now))
      .filter((found) => found !== undefined)
      .sort((a, b) => b.retryAfter - a.retryAfter)[0];
    if (refused) {
      const { requests, windowSeconds } = refused.level.limit;
      throw new RateLimitedError(
        `You have reached the limit of ${requests} requests per ${humanDuration(windowSeconds)} ${refused.level.subject}. ` +
          `Please try again in ${humanDuration(refused.retryAfter)}.`,
        refused.retryAfter,
      );
    }
    // Keep what any level may still need, drop the rest, and add this request to each level.
    const hits: Record<string, number[]> = {};
    for (const scope of Object.keys(stored?.hits ?? {})) {
      const kept = inWindow(scope, longestMs);
      if (kept.length) hits[scope] = kept;
    }
    for (const level of levels) hits[level.scope] = [...(hits[level.scope] ?? []), now];
    const expiresAt = Math.ceil((now + longestMs) / 1000) + 60;
    if (await deps.store.saveVisitorHits(visitor, hits, stored?.version, expiresAt)) return;
    await pause(5 + Math.floor(Math.random() * 20));
  }
  throw new RateLimitedError(
    'You are sending too many requests at once. Please try again in a few seconds.',
    2,
  );
}
