import type { ErrorBody } from '../contracts/errors';

/** One field-level problem in a rejected request. */
export interface FieldIssue {
  field: string;
  message: string;
}

/** Machine-readable reasons the SPA reacts to, defined once in the shared error contract. */
export type ErrorCode = NonNullable<ErrorBody['code']>;

interface AppErrorOptions {
  code?: ErrorCode;
  details?: unknown;
  headers?: Record<string, string>;
}

/** Base of every error a route answers on purpose: an HTTP status and a message safe to show users. */
export class AppError extends Error {
  // Written out: a bundle's minifier renames classes, and logs would name errors 'ne'.
  override readonly name: string = 'AppError';
  readonly code: ErrorCode | undefined;
  readonly details: unknown;
  readonly headers: Record<string, string>;

  constructor(
    readonly status: number,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.code = options.code;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }
}

export class BadRequestError extends AppError {
  override readonly name = 'BadRequestError';

  constructor(message: string, details?: FieldIssue[]) {
    super(400, message, { code: 'validation', details });
  }
}

export class NotFoundError extends AppError {
  override readonly name = 'NotFoundError';

  constructor(message = 'Not found') {
    super(404, message, { code: 'not_found' });
  }
}

export class MethodNotAllowedError extends AppError {
  override readonly name = 'MethodNotAllowedError';

  constructor(allowed: readonly string[]) {
    super(405, `Method not allowed. Use ${allowed.join(' or ')}.`, {
      code: 'method_not_allowed',
      headers: { Allow: allowed.join(', ') },
    });
  }
}

export class PayloadTooLargeError extends AppError {
  override readonly name = 'PayloadTooLargeError';

  constructor(limitBytes: number) {
    super(413, `Request body is too large: the limit is ${Math.floor(limitBytes / 1024)} KB.`, {
      code: 'payload_too_large',
    });
  }
}

/** This visitor made too many requests; `Retry-After` says when the window reopens. */
export class RateLimitedError extends AppError {
  override readonly name = 'RateLimitedError';

  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, {
      code: 'visitor_rate_limited',
      headers: { 'Retry-After': String(retryAfterSeconds) },
    });
  }
}

/** A prompt above its tool's input-token ceiling: refused before the model is called. */
export class PromptTooLongError extends AppError {
  override readonly name = 'PromptTooLongError';

  constructor() {
    super(
      413,
      'This request holds more text than our AI tools can read at once. Please send a shorter text or page.',
      { code: 'payload_too_large' },
    );
  }
}

/**
 * The stage has used its daily generation budget: `Retry-After` and `details.retryAt` (ISO 8601) say when the
 * next day starts (midnight UTC), which the SPA shows in the visitor's own time.
 */
export class CapacityReachedError extends AppError {
  override readonly name = 'CapacityReachedError';

  constructor(message: string, retryAfterSeconds: number, retryAt: string) {
    super(503, message, {
      code: 'capacity_reached',
      details: { retryAt },
      headers: { 'Retry-After': String(retryAfterSeconds) },
    });
  }
}

/** The service is missing a setting it needs; the message names it without exposing values. */
export class ConfigurationError extends AppError {
  override readonly name = 'ConfigurationError';

  constructor(message: string) {
    super(500, message, { code: 'configuration' });
  }
}

export class RequestTimeoutError extends AppError {
  override readonly name = 'RequestTimeoutError';

  constructor() {
    super(504, 'Request timed out. The server took too long to respond.', { code: 'timeout' });
  }
}

/** Why a visitor's page could not be read; each reason has one sentence a visitor understands. */
export const pageFetchMessages = {
  timeout: 'We could not reach that page: it took too long to answer',
  not_html: 'We could not reach that page: it is not an HTML page',
  refused: 'We could not reach that page: the address is not a public website',
  invalid_url: 'We could not reach that page: the address is not a valid web address',
  unreachable: 'We could not reach that page: the site did not answer',
  http_error: 'We could not reach that page: the site answered with an error',
  redirects: 'We could not reach that page: it redirects too many times',
} as const;

export type PageFetchReason = keyof typeof pageFetchMessages;

/** A page the visitor named could not be fetched or was refused; 422 with a reason, never internal detail. */
export class PageFetchError extends AppError {
  override readonly name = 'PageFetchError';

  constructor(readonly reason: PageFetchReason) {
    super(422, pageFetchMessages[reason], { code: 'page_unreachable' });
  }
}
