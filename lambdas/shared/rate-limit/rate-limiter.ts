import { RateLimitedError } from '../http/errors';

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

/** Why a visitor is refused, and in how many seconds they may try again. */
export interface Refusal {
  message: string;
  retryAfter: number;
}

export function humanDuration(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return minutes < 90 ? `${minutes} minutes` : `${Math.ceil(minutes / 60)} hours`;
}

/** Why a level refuses the request now, and when it will admit one again; undefined when it admits it. */
function levelRefusal(level: RateLimitLevel, earlier: readonly number[], now: number): Refusal | undefined {
  const { requests, windowSeconds } = level.limit;
  const recent = earlier.filter((at) => at > now - windowSeconds * 1000).sort((a, b) => a - b);
  if (recent.length < requests) return undefined;
  // The request fits once all but `requests - 1` of the recent hits have left the window.
  const freedAt = recent[recent.length - requests]! + windowSeconds * 1000;
  const retryAfter = Math.max(1, Math.ceil((freedAt - now) / 1000));
  return {
    retryAfter,
    message:
      `You have reached the limit of ${requests} requests per ${humanDuration(windowSeconds)} ${level.subject}. ` +
      `Please try again in ${humanDuration(retryAfter)}.`,
  };
}

/**
 * Sliding-window limits on every level at once, judged from each scope's list of request times as DynamoDB
 * returned it right after appending this request's time (at `now`) to it: the list is in the order DynamoDB
 * applied the appends, so this request's own time is its last entry, and each of several concurrent requests
 * sees exactly the requests before it. A request is admitted only if, on each level, fewer than `requests`
 * of those earlier requests fall in the last `windowSeconds`, so no window edge ever lets twice the limit
 * through, and of concurrent requests only as many as there are free slots pass.
 */
export function windowRefusals(
  levels: readonly RateLimitLevel[],
  hits: Readonly<Record<string, readonly number[]>>,
  now: number,
): Refusal[] {
  return levels
    .map((level) => levelRefusal(level, (hits[level.scope] ?? []).slice(0, -1), now))
    .filter((found) => found !== undefined);
}

/** The refusal to answer when several apply: the one that lasts longest, since the others end before it. */
export function toRateLimitedError(refusals: readonly Refusal[]): RateLimitedError | undefined {
  const longest = [...refusals].sort((a, b) => b.retryAfter - a.retryAfter)[0];
  return longest && new RateLimitedError(longest.message, longest.retryAfter);
}
