import type { z } from 'zod';

/** An answer from our API that was not 2xx, with the `{ error, details }` body it carried. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = await response.text();
  let message = `Request failed with status ${response.status}`;
  let details: unknown;
  try {
    const parsed = JSON.parse(body) as { error?: unknown; details?: unknown };
    if (typeof parsed.error === 'string') message = parsed.error;
    details = parsed.details;
  } catch {
    // not JSON: keep the generic message, the raw body stays on the error
  }
  return new ApiError(response.status, message, body, details);
}

/** The one way the SPA calls the API: same origin, JSON in, JSON out, validated with the route's schema. */
export async function apiRequest<S extends z.ZodType>(
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
  if (!response.ok) throw await toApiError(response);
  return schema.parse(await response.json());
}
