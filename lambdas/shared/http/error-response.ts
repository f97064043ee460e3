import type { APIGatewayProxyResult } from 'aws-lambda';
import { logger } from '../logger';
import type { ErrorBody } from '../contracts/errors';
import { AppError, RequestTimeoutError, type ErrorCode } from './errors';
import { json } from './responses';

interface MiddyHttpError {
  statusCode: number;
  expose?: boolean;
  message: string;
}

function isMiddyHttpError(err: unknown): err is MiddyHttpError {
  return err instanceof Error && typeof (err as Partial<MiddyHttpError>).statusCode === 'number';
}

/** Codes and wording for the 4xx errors middy's JSON body parser throws; any other middy 4xx is `bad_request`. */
const middyErrors: Partial<Record<number, { code: ErrorCode; message?: string }>> = {
  415: {
    code: 'unsupported_media_type',
    message: 'Unsupported media type: send the request body as JSON (Content-Type: application/json).',
  },
  422: { code: 'invalid_json' },
};

/** Status, `{ error, code?, details? }` body and headers of an error a route answers on purpose. */
function appErrorParts(err: AppError) {
  const body: ErrorBody = { error: err.message };
  if (err.code) body.code = err.code;
  if (err.details !== undefined) body.details = err.details;
  return { status: err.status, body, headers: err.headers };
}

/** The answer to an error a function raises on purpose, without the logging of `toErrorResponse` (the fallback's). */
export function appErrorResponse(err: AppError): APIGatewayProxyResult {
  const { status, body, headers } = appErrorParts(err);
  return json(status, body, headers);
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
    return appErrorParts(known);
  }
  if (isMiddyHttpError(known) && known.statusCode < 500) {
    const { code, message } = middyErrors[known.statusCode] ?? { code: 'bad_request' };
    const error = message ?? (known.expose === false ? 'Bad request' : known.message);
    return { status: known.statusCode, body: { error, code }, headers: {} };
  }
  logger.error('unexpected error', { error: known instanceof Error ? known : String(known) });
  return { status: 500, body: { error: 'Internal server error', code: 'internal' }, headers: {} };
}
