import { Readable } from 'node:stream';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { NDJSON, type GenerationEvent } from '../contracts/generation';
import type { ProgressStep } from '../contracts/progress';
import { toErrorBody } from '../http/error-response';
import { clientGone } from '../http/route';
import { json, noStore } from '../http/responses';
import type { StreamingResult } from '../http/route';
import { logger } from '../logger';
import type { Generator, TextEvent, TextTask } from '../generator/types';

/** True when the caller asked for the streamed form (`Accept: application/x-ndjson`). */
export const wantsStream = (event: APIGatewayProxyEvent): boolean =>
  (event.headers?.accept ?? event.headers?.Accept ?? '').includes(NDJSON);

const line = (event: GenerationEvent) => `${JSON.stringify(event)}\n`;

/** What a streamed answer sends: the generation's events, what the tool measured, fields for the `done` line. */
export type StreamEvent = TextEvent | { type: 'data'; data: unknown } | { type: 'final'; fields: object };

/** How the stream starts: a progress step sent at once, before the work's first event is awaited. */
export interface StreamStart {
  progress?: ProgressStep;
}

/**
 * Streams a generation as NDJSON. The first event is awaited before answering, so a failure before
 * the first words (no model access, throttling) still gets its own HTTP status; a failure after that
 * ends the stream with an `error` line. A client that goes away aborts the generation. `data`, when
 * given, goes first as one `data` line (what the tool measured before writing). With `progress`, the
 * headers and that step leave at once instead (work before writing, such as live research, may take long),
 * and every failure is an `error` line. A `final` event's fields are added to the `done` line.
 */
export async function ndjsonStream(
  start: (signal: AbortSignal) => AsyncIterable<StreamEvent>,
  data?: unknown,
  { progress }: StreamStart = {},
): Promise<StreamingResult> {
  const controller = new AbortController();
  const iterator = start(controller.signal)[Symbol.asyncIterator]();
  // Without a progress line the model's first event is awaited (what the tool sent before it waits with it).
  const head: StreamEvent[] = [];
  let first: IteratorResult<StreamEvent> | undefined;
  while (!progress) {
    first = await iterator.next();
    if (first.done || first.value.type === 'text' || first.value.type === 'done') break;
    head.push(first.value);
  }
  let final: object = {};
  const toLine = (event: StreamEvent): string => {
    if (event.type === 'final') {
      final = event.fields;
      return '';
    }
    if (event.type === 'data') return line({ type: 'data', data: event.data });
    if (event.type === 'text') return line({ type: 'text', text: event.text });
    return line({ type: 'done', ...event.meta, ...final });
  };
  /** The generation's next event, or the error line that ends the stream when the generation failed. */
  async function next(): Promise<IteratorResult<StreamEvent> | string> {
    try {
      return await iterator.next();
    } catch (err) {
      logger.warn('generation failed mid-stream', { error: err instanceof Error ? err.name : 'Error' });
      return line({ type: 'error', ...toErrorBody(err).body });
    }
  }
  async function* lines() {
    try {
      if (progress) yield line({ type: 'progress', step: progress });
      if (data !== undefined) yield line({ type: 'data', data });
      for (const event of head) {
        const text = toLine(event);
        if (text) yield text;
      }
      for (let event = first ?? (await next()); ; event = await next()) {
        if (typeof event === 'string') yield event;
        if (typeof event === 'string' || event.done) return;
        const text = toLine(event.value);
        if (text) yield text;
      }
    } finally {
      // When the client went away (the stream is destroyed at a yield): stops the model call, and lets the
      // generation's own cleanup run, which gives its token reservation back.
      controller.abort();
      await iterator.return?.();
    }
  }
  return {
    statusCode: 200,
    headers: {
      'Content-Type': `${NDJSON}; charset=utf-8`,
      ...noStore,
      'X-Content-Type-Options': 'nosniff',
    },
    body: Readable.from(lines()),
  };
}

/**
 * The answer of a text generation route: the NDJSON stream when the caller asked for it (led by a
 * `data` line when `data` is given), else one JSON object built from the whole text by `toBody`,
 * plus the generation meta.
 */
export async function respondWithText<I, B extends object>(
  event: APIGatewayProxyEvent,
  generator: Generator,
  task: TextTask<I>,
  input: I,
  toBody: (text: string) => B,
  data?: unknown,
): Promise<StreamingResult | APIGatewayProxyResult> {
  if (wantsStream(event)) {
    const gone = clientGone(event);
    return ndjsonStream((signal) => generator.streamText(task, input, AbortSignal.any([signal, gone])), data);
  }
  const { text, meta } = await generator.generateText(task, input);
  return json(200, { ...toBody(text), ...meta });
}
