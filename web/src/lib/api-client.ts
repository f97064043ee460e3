import * as z from '@lambdas/shared/contracts/zod';
import { ErrorBodySchema, type ErrorBody } from '@lambdas/shared/contracts/errors';
import { readableText } from './readable-text';

/** An answer from our API that was not 2xx, with the `{ error, details }` body it carried. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: string,
    readonly code?: ErrorBody['code'],
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Builds the error for a non-2xx answer from its `{ error, code, details }` body; any other body
 * (an HTML error page from a proxy, say) becomes its readable text, never raw markup.
 */
export function toApiError(status: number, body: string): ApiError {
  const parsed = ErrorBodySchema.safeParse(safeJson(body));
  if (!parsed.success)
    return new ApiError(status, readableText(body) || `Request failed with status ${status}`, body);
  return new ApiError(status, parsed.data.error, body, parsed.data.code, parsed.data.details);
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
