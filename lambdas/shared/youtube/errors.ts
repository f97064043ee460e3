import { AppError } from '../http/errors';

/**
 * The day's YouTube allowance is spent: our own budget, or YouTube's quotaExceeded. A 503 rather
 * than a 429, because the visitor did nothing wrong; Retry-After points at Pacific midnight.
 */
export class YouTubeQuotaError extends AppError {
  override readonly name = 'YouTubeQuotaError';

  constructor(retryAfterSeconds: number) {
    super(
      503,
      "Today's YouTube search allowance is used up. Keywords searched recently still work; " +
        'new keywords can be searched again after midnight Pacific time.',
      {
        code: 'youtube_quota',
        headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
      },
    );
  }
}

/** YouTube refused the site's API key (invalid, expired, restricted, or the API not enabled). */
export class YouTubeAccessError extends AppError {
  override readonly name = 'YouTubeAccessError';

  constructor(reason: string) {
    super(
      502,
      'YouTube refused this site’s API key, so videos cannot be fetched right now. The site owner needs to check the key.',
      { code: 'youtube_access', details: { reason } },
    );
  }
}

/** YouTube failed, answered in an unexpected shape, or is briefly limiting requests. */
export class YouTubeError extends AppError {
  override readonly name = 'YouTubeError';

  constructor(message: string, options: { status?: number; retryAfterSeconds?: number } = {}) {
    super(options.status ?? 502, message, {
      code: 'youtube_error',
      ...(options.retryAfterSeconds ? { headers: { 'Retry-After': String(options.retryAfterSeconds) } } : {}),
    });
  }
}

/** The three calls of a search did not finish within the configured time. */
export class YouTubeTimeoutError extends AppError {
  override readonly name = 'YouTubeTimeoutError';

  constructor() {
    super(504, 'YouTube took too long to answer. Please try again.', { code: 'timeout' });
  }
}
