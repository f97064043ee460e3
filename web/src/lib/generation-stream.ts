import { GenerationEventSchema, NDJSON, type GenerationMeta } from '@lambdas/shared/contracts/generation';
import { ApiError, toApiError } from './api-client';

/** How long the browser waits for a whole generation before giving up. */
const CLIENT_TIMEOUT_MS = 120_000;

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

/**
 * Posts a generation request asking for the NDJSON stream, hands each piece of text to `onText` as
 * it arrives (and a leading `data` line to `onData`) and resolves with the whole text and its meta.
 * A failure before the stream starts is an ApiError with the HTTP status; one after the first words
 * is an ApiError from the error line.
 */
export async function streamGeneration(
  path: string,
  body: unknown,
  onText: (text: string) => void,
  signal?: AbortSignal,
  onData?: (data: unknown) => void,
): Promise<{ text: string } & GenerationMeta> {
  const timeout = AbortSignal.timeout(CLIENT_TIMEOUT_MS);
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: NDJSON },
    body: JSON.stringify(body),
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  }).catch((err: unknown) => {
    throw timeout.aborted
      ? new ClientTimeoutError('Request timed out. The server took too long to respond.')
      : err;
  });
  if (!response.ok || !response.body) throw toApiError(response.status, await response.text());
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  let text = '';
  for (;;) {
    const { value, done } = await reader.read().catch((err: unknown) => {
      throw timeout.aborted
        ? new ClientTimeoutError('Request timed out. The server took too long to respond.')
        : err;
    });
    if (done) break;
    buffered += value;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) {
      const event = GenerationEventSchema.parse(JSON.parse(line));
      if (event.type === 'data') {
        onData?.(event.data);
      } else if (event.type === 'text') {
        text += event.text;
        onText(event.text);
      } else if (event.type === 'error') {
        throw new ApiError(502, event.error, line, event.code, event.details);
      } else {
        return {
          text,
          demo: event.demo,
          ...(event.sample ? { sample: event.sample } : {}),
          usage: event.usage,
        };
      }
    }
  }
  if (!text && !buffered.trim()) throw new EmptyAnswerError();
  throw new ApiError(502, 'The answer ended before the generation finished.', buffered);
}
