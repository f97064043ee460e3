import * as z from '@lambdas/shared/contracts/zod';
import {
  CAPACITY_REACHED,
  CapacityDetailsSchema,
  ErrorBodySchema,
  type ErrorBody,
} from '@lambdas/shared/contracts/errors';
import { ApiError } from './api-errors';
import { readableText } from './readable-text';

/** 'after 4:00 PM today' or 'after 1:00 AM tomorrow': a moment in the next day, in the visitor's own time. */
export function returnTime(
  at: Date,
  now: Date = new Date(),
  { timeZone, locale }: { timeZone?: string; locale?: string } = {},
): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' });
  return `after ${time.format(at)} ${day.format(at) === day.format(now) ? 'today' : 'tomorrow'}`;
}

/**
 * The error of a failed answer. A spent day's 503 says when to come back in the visitor's own time zone (the
 * server knows only UTC), as its details give it; without them, the server's own message.
 */
export function apiError(
  status: number,
  message: string,
  body: string,
  code?: ErrorBody['code'],
  details?: unknown,
): ApiError {
  const capacity = code === 'capacity_reached' ? CapacityDetailsSchema.safeParse(details) : undefined;
  const said = capacity?.success
    ? `${CAPACITY_REACHED} Please try again ${returnTime(new Date(capacity.data.retryAt))}.`
    : message;
  return new ApiError(status, said, body, code, details);
}

/**
 * Builds the error for a non-2xx answer from its `{ error, code, details }` body; any other body
 * (an HTML error page from a proxy, say) becomes its readable text, never raw markup.
 */
export function toApiError(status: number, body: string): ApiError {
  const parsed = ErrorBodySchema.safeParse(safeJson(body));
  if (!parsed.success)
    return new ApiError(status, readableText(body) || `Request failed with status ${status}`, body);
  return apiError(status, parsed.data.error, body, parsed.data.code, parsed.data.details);
}

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The one way the SPA calls the API: same origin, JSON in, JSON out, validated with the route's schema. */
export async function apiRequest<S extends z.core.$ZodType>(
  path: string,
  schema: S,
  init: { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal } = {},
): Promise<z.infer<S>> {
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    headers: init.body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: init.body === undefined ? null : JSON.stringify(init.body),
    signal: init.signal ?? null,
  });
  if (!response.ok) throw toApiError(response.status, await response.text());
  return z.parse(schema, await response.json());
}
