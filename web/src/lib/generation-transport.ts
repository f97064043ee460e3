/**
 * A tool page's requests on the wire, with zod and the answer schemas: loaded by the first request (or its
 * preload), never with the page. An answer its schema refuses is an AnswerFormatError, which the page's
 * error wording reads without zod.
 */
import * as z from '@lambdas/shared/contracts/zod';
import type { ProgressStep } from '@lambdas/shared/contracts/progress';
import { apiRequest } from './api-client';
import { AnswerFormatError } from './api-errors';
import { streamAnswer } from './answer-stream';
import { streamGeneration } from './generation-stream';

export interface RequestHandlers<R> {
  /** Reads one JSON answer (and throws on a bad one); without it the answer is streamed text. */
  parse?: ((answer: unknown) => R) | undefined;
  /** The route streams its JSON answer after its progress steps. */
  withProgress: boolean;
  onText: (text: string) => void;
  onData: (data: unknown) => void;
  onProgress: (step: ProgressStep) => void;
  signal: AbortSignal;
}

/** One request: streamed text, one JSON answer, or one JSON answer after its progress. */
export async function requestAnswer<R>(to: string, body: unknown, handlers: RequestHandlers<R>): Promise<R> {
  const { parse, signal } = handlers;
  try {
    if (parse && handlers.withProgress)
      return parse(await streamAnswer(to, body, handlers.onProgress, signal));
    if (parse) return parse(await apiRequest(to, z.unknown(), { method: 'POST', body, signal }));
    const { onText, onData, onProgress } = handlers;
    return (await streamGeneration(to, body, onText, signal, onData, onProgress)) as R;
  } catch (error) {
    if (error instanceof z.core.$ZodError)
      throw new AnswerFormatError('The answer is not in the expected format.', { cause: error });
    throw error;
  }
}
