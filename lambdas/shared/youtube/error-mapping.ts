import { ApiErrorSchema } from './api-schemas';
import { YouTubeAccessError, YouTubeError, YouTubeQuotaError } from './errors';
import { nextPacificMidnight } from './pacific-day';

const QUOTA = new Set(['quotaExceeded', 'dailyLimitExceeded', 'dailyLimitExceededUnreg']);
const BUSY = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'RATE_LIMIT_EXCEEDED']);
const ACCESS = new Set([
  'keyInvalid',
  'keyExpired',
  'accessNotConfigured',
  'ipRefererBlocked',
  'forbidden',
  'API_KEY_INVALID',
  'API_KEY_EXPIRED',
  'API_KEY_SERVICE_BLOCKED',
  'API_KEY_HTTP_REFERRER_BLOCKED',
  'API_KEY_IP_ADDRESS_BLOCKED',
  'SERVICE_DISABLED',
]);

/** The reasons Google gives for a failure, from either of its error body shapes. */
export function reasonsOf(body: string): string[] {
  try {
    const parsed = ApiErrorSchema.safeParse(JSON.parse(body));
    if (!parsed.success) return [];
    const { errors, details } = parsed.data.error;
    return [...errors, ...details].flatMap((item) => (item.reason ? [item.reason] : []));
  } catch {
    return [];
  }
}

/** The error a visitor should see for a YouTube Data API failure answer. */
export function youtubeErrorFrom(status: number, body: string, nowMs: number): Error {
  const reasons = reasonsOf(body);
  if (reasons.some((r) => QUOTA.has(r))) {
    return new YouTubeQuotaError((nextPacificMidnight(nowMs) - nowMs) / 1000);
  }
  if (reasons.some((r) => BUSY.has(r)) || status === 429) {
    return new YouTubeError('YouTube is limiting requests right now. Please try again in a minute.', {
      status: 503,
      retryAfterSeconds: 60,
    });
  }
  const access = reasons.find((r) => ACCESS.has(r));
  if (access || status === 401) return new YouTubeAccessError(access ?? `HTTP ${status}`);
  if (status >= 500) {
    return new YouTubeError(
      `YouTube is not answering right now (HTTP ${status}). Please try again in a moment.`,
    );
  }
  return new YouTubeError(`YouTube could not run this search (HTTP ${status}). Please try again.`);
}
