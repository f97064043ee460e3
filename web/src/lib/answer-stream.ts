import { NDJSON } from '@lambdas/shared/contracts/generation';
import { AnswerEventSchema, type ProgressStep } from '@lambdas/shared/contracts/progress';
import { ApiError, toApiError } from './api-client';
import { ClientTimeoutError } from './generation-stream';

/** How long the browser waits for a whole answer before giving up (the longest route runs 120 s). */
const CLIENT_TIMEOUT_MS = 130_000;

const timedOut = () => new ClientTimeoutError('Request timed out. The server took too long to respond.');

/**
 * Posts to a route whose JSON answer comes with its progress (docs/api.md): hands each step to `onProgress`
 * as it is reported and resolves with the `result` line's answer. A refusal before the work starts is an
 * ApiError with the HTTP status; a failure during it is an ApiError with the status its `error` line gives.
 */
export async function streamAnswer(
  path: string,
  body: unknown,
  onProgress: (step: ProgressStep) => void,
  signal?: AbortSignal,
): Promise<unknown> {
  const timeout = AbortSignal.timeout(CLIENT_TIMEOUT_MS);
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: NDJSON },
    body: JSON.stringify(body),
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  }).catch((err: unknown) => {
    throw timeout.aborted ? timedOut() : err;
  });
  if (!response.ok || !response.body) throw toApiError(response.status, await response.text());
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read().catch((err: unknown) => {
      throw timeout.aborted ? timedOut() : err;
    });
    if (done) break;
    buffered += value;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) {
      const event = AnswerEventSchema.parse(JSON.parse(line));
      if (event.type === 'progress') onProgress(event.step);
      else if (event.type === 'result') return event.result;
      else throw new ApiError(event.status, event.error, line, event.code, event.details);
    }
  }
  throw new ApiError(502, 'The answer ended before the work finished.', buffered);
}
