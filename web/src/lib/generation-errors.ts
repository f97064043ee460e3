import type { clientErrorCodes } from '@catalog/events-limits';
import type { ErrorBody } from '@lambdas/shared/contracts/errors';
import { AnswerFormatError, ApiError, ClientTimeoutError } from './api-errors';

/** docs/product.md#generation-errors texts shared by the generation tools. */
export const messages = {
  rateLimit:
    'Rate limit exceeded. Your API key has run out of quota or is being throttled. Please upgrade your plan or wait and try again later.',
  timeout: 'Request timed out. The server took too long to respond.',
  network: 'Network error. Please check your connection.',
} as const;

export type GenerationProblem =
  | { kind: 'model-access'; message: string; modelId?: string }
  | { kind: 'configuration'; message: string }
  | { kind: 'network'; message: string }
  | { kind: 'other'; message: string };

const modelIdOf = (details: unknown): string | undefined => {
  const id = (details as { modelId?: unknown } | undefined)?.modelId;
  return typeof id === 'string' ? id : undefined;
};

/** How one tool words the failures docs/product.md#generation-errors gives it its own text for. */
export interface ErrorWording {
  /** Any other failed answer; the brief's 'Server error: {status} - {body}' by default. */
  serverError?: (status: number, message: string) => string;
  /** An answer that could not be read; 'Invalid response format' by default. */
  invalidResponse?: string;
}

/** The codes whose messages our API writes for a visitor: shown as they are, whatever the tool's wording. */
const writtenForVisitors = new Set<string>([
  'capacity_reached',
  'visitor_rate_limited',
  'validation',
  'page_unreachable',
  'youtube_quota',
  'youtube_access',
]);

const serverError = (status: number, message: string) => `Server error: ${status} - ${message}`;

/** A code the visitor counters accept for a failed generation (docs/api.md, `tool_error`). */
type ErrorEventCode = NonNullable<ErrorBody['code']> | (typeof clientErrorCodes)[number];

/** A failed generation's code for the visitor counters: the API's code, or what kind of failure it was. */
export function errorCode(error: unknown): ErrorEventCode {
  if (error instanceof ApiError) return error.code ?? (error.status < 500 ? 'http_4xx' : 'http_5xx');
  if (error instanceof DOMException && error.name === 'AbortError') return 'aborted';
  if (error instanceof ClientTimeoutError) return 'timeout';
  if (error instanceof TypeError) return 'network';
  if (error instanceof SyntaxError || error instanceof AnswerFormatError) return 'invalid_response';
  return 'other';
}

/** The one place that turns a failed generation into what the visitor reads. */
export function describeGenerationError(error: unknown, wording: ErrorWording = {}): GenerationProblem {
  if (error instanceof ClientTimeoutError) return { kind: 'other', message: messages.timeout };
  if (error instanceof TypeError) return { kind: 'network', message: messages.network };
  if (error instanceof SyntaxError || error instanceof AnswerFormatError) {
    return { kind: 'other', message: wording.invalidResponse ?? 'Invalid response format' };
  }
  if (!(error instanceof ApiError)) {
    return { kind: 'other', message: error instanceof Error ? error.message : 'Something went wrong.' };
  }
  if (error.code === 'model_access') {
    const modelId = modelIdOf(error.details);
    return { kind: 'model-access', message: error.message, ...(modelId ? { modelId } : {}) };
  }
  // Our own limits say what happened and when to come back (the day's in the visitor's time), and a page or
  // YouTube that could not be read says why in a visitor's words: shown as written, without a status code.
  if (error.code && writtenForVisitors.has(error.code)) return { kind: 'other', message: error.message };
  if (error.code === 'model_throttled' || error.status === 429 || /rate limit/i.test(error.message)) {
    return { kind: 'other', message: messages.rateLimit };
  }
  if (
    error.code === 'configuration' ||
    /^There was a problem with the .+ configuration/.test(error.message)
  ) {
    return { kind: 'configuration', message: error.message };
  }
  if (error.code === 'timeout' || error.status === 504) return { kind: 'other', message: messages.timeout };
  return { kind: 'other', message: (wording.serverError ?? serverError)(error.status, error.message) };
}
