import { GenerationEventSchema, NDJSON, type GenerationMeta } from '@lambdas/shared/contracts/generation';
import type { ProgressStep } from '@lambdas/shared/contracts/progress';
import { apiError, toApiError } from './api-client';
import { ClientTimeoutError, EmptyAnswerError } from './api-errors';

/** How long the browser waits for a whole generation before giving up. */
const CLIENT_TIMEOUT_MS = 120_000;

/**
 * Posts to a route asking for NDJSON and yields each line, parsed as JSON, as it arrives; what is left after the
 * last line break when the answer ends comes last as `{ rest }`. An answer in plain JSON (a route or a proxy
 * that does not stream) comes whole as `{ plain }`. A refusal before the stream starts is an ApiError with the
 * HTTP status; running past `timeoutMs` is a ClientTimeoutError.
 */
export async function* ndjsonLines(
  path: string,
  body: unknown,
  timeoutMs: number,
  signal?: AbortSignal,
): AsyncGenerator<{ line: string; json: unknown } | { rest: string } | { plain: unknown }> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const timedOut = (err: unknown) =>
    timeout.aborted ? new ClientTimeoutError('Request timed out. The server took too long to respond.') : err;
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: NDJSON },
    body: JSON.stringify(body),
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  }).catch((err: unknown) => {
    throw timedOut(err);
  });
  if (!response.ok || !response.body) throw toApiError(response.status, await response.text());
  if (response.headers.get('content-type')?.startsWith('application/json')) {
    yield { plain: await response.json().catch(() => undefined) };
    return;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read().catch((err: unknown) => {
      throw timedOut(err);
    });
    if (done) break;
    buffered += value;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) yield { line, json: JSON.parse(line) };
  }
  yield { rest: buffered };
}

/**
 * Posts a generation request asking for the NDJSON stream, hands each piece of text to `onText` as
 * it arrives (a leading `data` line to `onData`, a step worked on before writing to `onProgress`) and
 * resolves with the whole text and its meta.
 * A failure before the stream starts is an ApiError with the HTTP status; one after the first words
 * is an ApiError from the error line.
 */
export async function streamGeneration(
  path: string,
  body: unknown,
  onText: (text: string) => void,
  signal?: AbortSignal,
  onData?: (data: unknown) => void,
  onProgress?: (step: ProgressStep) => void,
): Promise<{ text: string } & GenerationMeta> {
  let text = '';
  for await (const item of ndjsonLines(path, body, CLIENT_TIMEOUT_MS, signal)) {
    if ('plain' in item) break;
    if ('rest' in item) {
      if (!text && !item.rest.trim()) throw new EmptyAnswerError();
      throw apiError(502, 'The answer ended before the generation finished.', item.rest);
    }
    const event = GenerationEventSchema.parse(item.json);
    if (event.type === 'progress') {
      onProgress?.(event.step);
    } else if (event.type === 'data') {
      onData?.(event.data);
    } else if (event.type === 'text') {
      text += event.text;
      onText(event.text);
    } else if (event.type === 'error') {
      throw apiError(502, event.error, item.line, event.code, event.details);
    } else {
      return {
        text,
        demo: event.demo,
        ...(event.sample ? { sample: event.sample } : {}),
        usage: event.usage,
        // The site's signature of the result: a refinement sends it back with the result.
        ...(event.signature ? { signature: event.signature } : {}),
      };
    }
  }
  throw new EmptyAnswerError();
}
