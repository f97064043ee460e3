/**
 * The ways a request to our API fails, as the page tells them apart. Free of zod and of the contracts, so a
 * page can name them before the code that sends a request (and validates its answer) has loaded.
 */
import type { ErrorBody } from '@lambdas/shared/contracts/errors';

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

export class ClientTimeoutError extends Error {
  override name = 'ClientTimeoutError';
}

/** An answer with no text in it at all, finished or not. */
export class EmptyAnswerError extends Error {
  override name = 'EmptyAnswerError';
  constructor() {
    super('No data received from generator');
  }
}

/** An answer, or a line of one, that is not what its route's schema says it is. */
export class AnswerFormatError extends Error {
  override name = 'AnswerFormatError';
}
