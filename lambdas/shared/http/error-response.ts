import type { APIGatewayProxyResult } from 'aws-lambda';
import { logger } from '../logger';
import { AppError, RequestTimeoutError } from './errors';
import { json } from './responses';

import type { ErrorBody } from '../contracts/errors';

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
  const { status, body, headers } = toErrorBody(err);
  return json(status, body, headers);
}

/** Status, `{ error, code?, details? }` body and headers for any thrown value (also used mid-stream). */
export function toErrorBody(err: unknown): {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
} {
  const known =
    err instanceof Error && err.name === 'TimeoutError' && !(err instanceof AppError)
      ? new RequestTimeoutError()
      : err;
  if (known instanceof AppError) {
    if (known.status >= 500) logger.error('request failed', { error: known });
    const body: ErrorBody = { error: known.message };
    if (known.code) body.code = known.code;
    if (known.details !== undefined) body.details = known.details;
    return { status: known.status, body, headers: known.headers };
  }
  if (isMiddyHttpError(known) && known.statusCode < 500) {
    return {
      status: known.statusCode,
      body: { error: known.expose === false ? 'Bad request' : known.message },
      headers: {},
    };
  }
  logger.error('unexpected error', { error: known instanceof Error ? known : String(known) });
  return { status: 500, body: { error: 'Internal server error' }, headers: {} };
}
