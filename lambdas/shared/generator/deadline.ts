import { RequestTimeoutError } from '../http/errors';
import type { Generator } from './types';

/** The abort signal of one call that must end by `endsAt`, and its deadline part alone. */
function deadlineSignal(endsAt: number, signal?: AbortSignal) {
  const remaining = endsAt - Date.now();
  if (remaining <= 0) throw new RequestTimeoutError();
  const timeout = AbortSignal.timeout(remaining);
  return { timeout, signal: signal ? AbortSignal.any([signal, timeout]) : timeout };
}

/**
 * A generator whose every call ends by `endsAt` (epoch ms): the request's deadline, counted from when the
 * request arrived, so time spent reading a site or waiting for the guard is subtracted from the model's.
 * Past it, a 504, as for the generator's own timeout.
 */
export function withDeadline(inner: Generator, endsAt: number): Generator {
  const guard = async <T>(signal: AbortSignal | undefined, run: (signal: AbortSignal) => Promise<T>) => {
    const deadline = deadlineSignal(endsAt, signal);
    try {
      return await run(deadline.signal);
    } catch (err) {
      throw deadline.timeout.aborted ? new RequestTimeoutError() : err;
    }
  };
  return {
    kind: inner.kind,
    async *streamText(task, input, signal, cost) {
      const deadline = deadlineSignal(endsAt, signal);
      try {
        yield* inner.streamText(task, input, deadline.signal, cost);
      } catch (err) {
        throw deadline.timeout.aborted ? new RequestTimeoutError() : err;
      }
    },
    generateText: (task, input, signal, cost) =>
      guard(signal, (s) => inner.generateText(task, input, s, cost)),
    generateObject: (task, input, signal, cost) =>
      guard(signal, (s) => inner.generateObject(task, input, s, cost)),
  };
}
