import type { APIGatewayProxyResult } from 'aws-lambda';
import { logger } from '../logger';
import { AppError, RequestTimeoutError } from './errors';
import { json } from './responses';

/** The JSON shape of every error answer (SPEC.md §7: `{ error, details }`). */
export interface ErrorBody {
  error: string;
  details?: unknown;
}

interface MiddyHttpError {
  statusCode: number;
  expose?: boolean;
  message: string;
}

function isMiddyHttpError(err: unknown): err is MiddyHttpError {
  return err instanceof Error && typeof (err as Partial<MiddyHttpError>).statusCode === 'number';
}

/** The one mapper from any thrown value to an HTTP answer; never leaks a stack trace or internal message. */
export function toErrorResponse(err: unknown): APIGatewayProxyResult {
  const known =
    err instanceof Error && err.name === 'TimeoutError' && !(err instanceof AppError)
      ? new RequestTimeoutError()
      : err;
  if (known instanceof AppError) {
    if (known.status >= 500) logger.error('request failed', { error: known });
    const body: ErrorBody = { error: known.message };
    if (known.details !== undefined) body.details = known.details;
    return json(known.status, body, known.headers);
  }
  if (isMiddyHttpError(known) && known.statusCode < 500) {
    return json(known.statusCode, { error: known.expose === false ? 'Bad request' : known.message });
  }
  logger.error('unexpected error', { error: known instanceof Error ? known : String(known) });
  return json(500, { error: 'Internal server error' });
}
