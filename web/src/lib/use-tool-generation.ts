import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import * as z from '@lambdas/shared/contracts/zod';
import { apiPath, routeById, type ToolRouteId } from '@infra/routes';
import type { GenerationMeta } from '@lambdas/shared/contracts/generation';
import type { ProgressStep } from '@lambdas/shared/contracts/progress';
import { toast } from '@/lib/toast';
import { apiRequest } from './api-client';
import { streamAnswer } from './answer-stream';
import { track } from './analytics/events';
import { describeGenerationError, errorCode } from './generation-errors';
import { streamGeneration } from './generation-stream';
import { focusHeading, submitterHasFocus } from './focus-heading';
import { revealOnNarrowScreen } from './reveal';

/** A streamed answer once complete: the whole text and its meta. */
export type StreamedText = { text: string } & GenerationMeta;

export interface ToolGenerationOptions<B, R> {
  /** Reads one JSON answer (and throws on a bad one); without it the answer is streamed text. */
  parse?: (answer: unknown) => R;
  /** A toast text, or what to do with a result (e.g. a toast that depends on it). */
  success: string | ((result: R, body: B) => void);
  /** The toast's prefix (`{failure}: {what went wrong}`), or what to do with an error. */
  failure: string | ((error: unknown, body: B) => void);
}

/**
 * Every tool page's generation: one request to the tool's route (streamed as NDJSON, or one JSON
 * answer when `parse` is given, streamed with its progress steps when the route streams), the outcome toasted,
 * and the result panel (`resultRef`) brought into view on narrow screens where it sits below the form. Focus on
 * the submit button, which is disabled while the tool works, moves to the result panel's heading. A new submit
 * cancels the previous request and
 * replaces its result or error; leaving the page cancels it too.
 */
export function useToolGeneration<B, R = StreamedText>(
  id: ToolRouteId,
  options: ToolGenerationOptions<B, R>,
) {
  const path = apiPath(id);
  const { parse } = options;
  const withProgress = routeById(id).streaming;
  const [partial, setPartial] = useState('');
  const [progress, setProgress] = useState<ProgressStep>();
  const [streamData, setStreamData] = useState<unknown>();
  const controller = useRef<AbortController>(undefined);
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const mutation = useMutation({
    mutationFn: async (body: B): Promise<R> => {
      controller.current?.abort();
      controller.current = new AbortController();
      const { signal } = controller.current;
      setPartial('');
      setStreamData(undefined);
      setProgress(undefined);
      if (parse && withProgress) return parse(await streamAnswer(path, body, setProgress, signal));
      if (parse) return parse(await apiRequest(path, z.unknown(), { method: 'POST', body, signal }));
      const onText = (text: string) => setPartial((current) => current + text);
      return (await streamGeneration(path, body, onText, signal, setStreamData, setProgress)) as R;
    },
  });
  const { mutate } = mutation;
  const { success, failure } = options;
  const start = useCallback(
    (body: B) => {
      revealOnNarrowScreen(resultRef.current);
      if (submitterHasFocus()) focusHeading(resultRef.current);
      track({ name: 'tool_submit', tool: id });
      mutate(body, {
        onSuccess: (result) => {
          track({ name: 'tool_result', tool: id });
          return typeof success === 'string' ? toast.success(success) : success(result, body);
        },
        onError: (error) => {
          const code = errorCode(error);
          if (code !== 'aborted') track({ name: 'tool_error', tool: id, code });
          return typeof failure === 'string'
            ? toast.error(`${failure}: ${describeGenerationError(error).message}`)
            : failure(error, body);
        },
      });
    },
    [mutate, success, failure, id],
  );
  const data = mutation.data;
  const streamed = data as Partial<StreamedText> | undefined;
  return {
    start,
    data,
    /** The streamed text so far, or the whole text once done (streamed answers only). */
    text: streamed?.text ?? partial,
    /** What the route measured before writing (its leading `data` line), as sent: validate before use. */
    streamData,
    /** The step the work is on before its answer or text, as the route last reported it (routes that stream only). */
    progress,
    demo: (data as Partial<GenerationMeta> | undefined)?.demo ?? false,
    /** Demo answers only: which written sample it is, and the input it was chosen for. */
    sample: (data as Partial<GenerationMeta> | undefined)?.sample,
    isPending: mutation.isPending,
    error: mutation.error,
    reset: mutation.reset,
    resultRef,
  };
}
