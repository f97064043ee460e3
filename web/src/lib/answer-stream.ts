import { AnswerEventSchema, type ProgressStep } from '@lambdas/shared/contracts/progress';
import { apiError } from './api-client';
import { ndjsonLines } from './generation-stream';

/** How long the browser waits for a whole answer before giving up (the longest route runs 120 s). */
const CLIENT_TIMEOUT_MS = 130_000;

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
  for await (const item of ndjsonLines(path, body, CLIENT_TIMEOUT_MS, signal)) {
    if ('plain' in item) return item.plain;
    if ('rest' in item) break;
    const event = AnswerEventSchema.parse(item.json);
    if (event.type === 'progress') onProgress(event.step);
    else if (event.type === 'result') return event.result;
    else throw apiError(event.status, event.error, item.line, event.code, event.details);
  }
  throw apiError(502, 'The answer ended before the work finished.', '');
}
