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
import type { ToolId } from '@/config/tools';
import type { Shown } from './workspace/refine-request';
import { useKeptResult } from './workspace/use-kept-result';
import { useRefinement } from './workspace/use-refinement';

/** The output language a request body asks for, if any. */
const languageOf = (body: unknown): string | undefined =>
  (body as { outputLanguage?: string } | undefined)?.outputLanguage;

/** A streamed answer once complete: the whole text and its meta. */
export type StreamedText = { text: string } & GenerationMeta;

export interface ToolGenerationOptions<B, R> {
  /** Reads one JSON answer (and throws on a bad one); without it the answer is streamed text. */
  parse?: (answer: unknown) => R;
  /** A toast text, or what to do with a result (e.g. a toast that depends on it). */
  success: string | ((result: R, body: B) => void);
  /** The toast's prefix (`{failure}: {what went wrong}`), or what to do with an error. */
  failure: string | ((error: unknown, body: B) => void);
  /** The tool page whose results are kept in history and shown again on coming back. */
  keep?: ToolId;
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
  const { parse, keep: tool } = options;
  const withProgress = routeById(id).streaming;
  const [partial, setPartial] = useState('');
  const [progress, setProgress] = useState<ProgressStep>();
  const [streamData, setStreamData] = useState<unknown>();
  /** The result on screen once complete: the tool's answer, a refinement of it, or one kept in history. */
  const [shown, setShown] = useState<Shown<R> & { body: B; entry?: Promise<string | undefined> }>();
  const measured = useRef<unknown>(undefined);
  const controller = useRef<AbortController>(undefined);
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => () => controller.current?.abort(), []);
  /** One request, to the tool's route or to refine: streamed text, or a JSON answer (with progress when streamed). */
  const request = useCallback(
    async (to: string, body: unknown, onText: (text: string) => void): Promise<R> => {
      controller.current?.abort();
      controller.current = new AbortController();
      const { signal } = controller.current;
      measured.current = undefined;
      const onData = (data: unknown) => {
        measured.current = data;
        setStreamData(data);
      };
      if (parse && withProgress) return parse(await streamAnswer(to, body, setProgress, signal));
      if (parse) return parse(await apiRequest(to, z.unknown(), { method: 'POST', body, signal }));
      return (await streamGeneration(to, body, onText, signal, onData, setProgress)) as R;
    },
    [parse, withProgress],
  );
  const mutation = useMutation({
    mutationFn: (body: B): Promise<R> => {
      setPartial('');
      setStreamData(undefined);
      setProgress(undefined);
      return request(path, body, (text) => setPartial((current) => current + text));
    },
  });
  const kept = useKeptResult<B, R>(tool, ({ id: entry, body, shown: restored }) => {
    setShown({ ...restored, body, entry: Promise.resolve(entry) });
    setStreamData(restored.streamData);
  });
  const { mutate } = mutation;
  const { success, failure } = options;
  const start = useCallback(
    (body: B) => {
      kept.start();
      setShown(undefined);
      revealOnNarrowScreen(resultRef.current);
      if (submitterHasFocus()) focusHeading(resultRef.current);
      track({ name: 'tool_submit', tool: id });
      mutate(body, {
        onSuccess: (result) => {
          const language = languageOf(body);
          const answer = {
            data: result,
            ...(measured.current ? { streamData: measured.current } : {}),
            ...(language ? { language } : {}),
          };
          // A refinement asked before history answers waits for the entry's id.
          const entry = kept.keep(body, answer).catch(() => undefined); // history unavailable: not kept
          setShown({ ...answer, body, entry });
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
    [mutate, success, failure, kept, id],
  );
  const refinement = useRefinement(id, shown, request, (result, label, translated) => {
    const language = translated ?? shown?.language;
    const answer = {
      data: result,
      ...(measured.current ? { streamData: measured.current } : {}),
      ...(language ? { language } : {}),
    };
    setShown((now) => now && { ...now, ...answer });
    void shown?.entry
      ?.then((entry) => (entry ? kept.keepRefinement(entry, label, answer) : undefined))
      .catch(() => undefined);
  });
  const working = mutation.isPending || mutation.isError;
  const data = working ? mutation.data : shown?.data;
  const streamed = data as Partial<StreamedText> | undefined;
  return {
    start,
    data,
    /** The request body of the result on screen (or of the one being written). */
    body: working ? mutation.variables : shown?.body,
    /** The language of the result on screen (or on its way), when one was asked for: it sets `lang` and `dir`. */
    language: working ? languageOf(mutation.variables) : shown?.language,
    /** The streamed text so far, or the whole text once done (streamed answers only). */
    text: refinement.isPending && refinement.partial ? refinement.partial : (streamed?.text ?? partial),
    /** What the route measured before writing (its leading `data` line), as sent: validate before use. */
    streamData,
    /** The step the work is on before its answer or text, as the route last reported it (routes that stream only). */
    progress,
    demo: (data as Partial<GenerationMeta> | undefined)?.demo ?? false,
    /** Demo answers only: which written sample it is, and the input it was chosen for. */
    sample: (data as Partial<GenerationMeta> | undefined)?.sample,
    isPending: mutation.isPending,
    error: mutation.error,
    /** Back to no result (Start Over): the kept one stays in history. */
    reset: () => {
      mutation.reset();
      setShown(undefined);
    },
    resultRef,
    /** Refine the result on screen (every text result; the bar's code loads on first use). */
    refinement,
  };
}
