import { isRouteErrorResponse } from 'react-router-dom';

export interface RouteErrorDescription {
  /** The HTTP-like status line of a router response, e.g. '404 Not Found'. */
  status?: string;
  message: string;
  stack?: string;
}

/** The status line and message of whatever a route threw: a router response (404, 500…) or an error. */
export function describeRouteError(error: unknown): RouteErrorDescription {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const detail = typeof data === 'string' ? data : (data as { message?: unknown } | null)?.message;
    return {
      status: `${error.status} ${error.statusText}`.trim(),
      message: typeof detail === 'string' && detail ? detail : error.statusText || 'Something went wrong.',
    };
  }
  if (error instanceof Error) {
    return { message: error.message || error.name, ...(error.stack ? { stack: error.stack } : {}) };
  }
  return { message: typeof error === 'string' && error ? error : 'Something went wrong.' };
}
