/** One field-level problem in a rejected request. */
export interface FieldIssue {
  field: string;
  message: string;
}

/** Base of every error a route answers on purpose: an HTTP status and a message safe to show users. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, details?: FieldIssue[]) {
    super(400, message, details);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class MethodNotAllowedError extends AppError {
  constructor(allowed: readonly string[]) {
    super(405, `Method not allowed. Use ${allowed.join(' or ')}.`, undefined, { Allow: allowed.join(', ') });
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(limitBytes: number) {
    super(413, `Request body is too large: the limit is ${Math.floor(limitBytes / 1024)} KB.`);
  }
}

export class RateLimitedError extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
}

/** The service is missing a setting it needs; the message names it without exposing values. */
export class ConfigurationError extends AppError {
  constructor(message: string) {
    super(500, message);
  }
}

export class UpstreamError extends AppError {
  constructor(message: string, status = 502, details?: unknown) {
    super(status, message, details);
  }
}

export class RequestTimeoutError extends AppError {
  constructor() {
    super(504, 'Request timed out. The server took too long to respond.');
  }
}
