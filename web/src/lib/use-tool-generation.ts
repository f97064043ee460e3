import { demoOf } from './demo-output';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { apiPath, routeById, type ToolRouteId } from '@catalog/routes';
import type { GenerationMeta } from '@lambdas/shared/contracts/generation';
import type { ProgressStep } from '@lambdas/shared/contracts/progress';
import type { CountedMeta } from './events/mutation-meta';
import type { Shown } from './workspace/refine-request';

/** The request code (zod and the answer schemas), loaded by the first request or a preload. */
export const loadTransport = () => import('./generation-transport');

/** A tool's reader of its JSON answer (a zod schema's), loaded when a request or a kept result needs it. */
export type AnswerParser<R> = () => Promise<(answer: unknown) => R>;

/** A tool's check of what its route measured first (its leading `data` line): the data, or undefined. */
export type DataParser = () => Promise<(data: unknown) => unknown>;

/** A streamed answer once complete: the whole text and its meta. */
export type StreamedText = { text: string } & GenerationMeta;

/** The result on screen once complete, with the body it answered. */
export type ShownResult<B, R> = Shown<R> & { body: B };

/** One request: to a tool's route or to refine, streamed text or one JSON answer. */
export type GenerationRequest<R> = (to: string, body: unknown, onText: (text: string) => void) => Promise<R>;

/** What a caller does when one generation ends. */
export interface GenerationHandlers<B, R> {
  onSuccess?: (result: R, body: B, shown: Shown<R>) => void;
  onError?: (error: unknown, body: B) => void;
}

/** The output language a request body asks for, if any. */
const languageOf = (body: unknown): string | undefined =>
  (body as { outputLanguage?: string } | undefined)?.outputLanguage;

/**
 * A tool route's generation, transport and state only: one request (streamed as NDJSON, or one JSON answer
 * read by `parse` when given, streamed with its progress steps when the route streams), the partial text, what
 * the route measured first, and the result on screen. A new request cancels the previous one; leaving cancels
 * it. The request code and the parser load with the first request. Counted by the query client's mutation
 * callbacks (`meta`); history, refinement, focus and toasts compose around it.
 */
export function useToolGeneration<B, R = StreamedText>(
  route: ToolRouteId,
  parse?: AnswerParser<R>,
  parseData?: DataParser,
) {
  const path = apiPath(route);
  const withProgress = routeById(route).streaming;
  const [partial, setPartial] = useState('');
  const [progress, setProgress] = useState<ProgressStep>();
  const [streamData, setStreamData] = useState<unknown>();
  const [shown, setShown] = useState<ShownResult<B, R>>();
  const measured = useRef<unknown>(undefined);
  const controller = useRef<AbortController>(undefined);
  useEffect(() => () => controller.current?.abort(), []);
  const request: GenerationRequest<R> = useCallback(
    async (to, body, onText) => {
      controller.current?.abort();
      controller.current = new AbortController();
      const { signal } = controller.current;
      measured.current = undefined;
      const [{ requestAnswer }, read, readData] = await Promise.all([
        loadTransport(),
        parse?.(),
        parseData?.(),
      ]);
      const onData = (data: unknown) => {
        measured.current = readData ? readData(data) : data;
        setStreamData(measured.current);
      };
      return requestAnswer<R>(to, body, {
        parse: read,
        withProgress,
        onText,
        onData,
        onProgress: setProgress,
        signal,
      });
    },
    [parse, parseData, withProgress],
  );
  const meta: CountedMeta = { count: 'tool', tool: route };
  const mutation = useMutation({
    meta,
    mutationFn: (body: B): Promise<R> => {
      setPartial('');
      setStreamData(undefined);
      setProgress(undefined);
      return request(path, body, (text) => setPartial((current) => current + text));
    },
  });
  const { mutate } = mutation;
  /** The answer as kept and shown: the result, what the route measured first, and its language. */
  const answerOf = useCallback(
    (data: R, language: string | undefined): Shown<R> => ({
      data,
      ...(measured.current ? { streamData: measured.current } : {}),
      ...(language ? { language } : {}),
    }),
    [],
  );
  const start = useCallback(
    (body: B, handlers: GenerationHandlers<B, R> = {}) => {
      setShown(undefined);
      mutate(body, {
        onSuccess: (result) => {
          const answer = answerOf(result, languageOf(body));
          setShown({ ...answer, body });
          handlers.onSuccess?.(result, body, answer);
        },
        onError: (error) => handlers.onError?.(error, body),
      });
    },
    [mutate, answerOf],
  );
  /** Shows a result that did not come from this page's request: one kept in history, or a refinement of it. */
  const show = useCallback((next: ShownResult<B, R> | ((now: ShownResult<B, R>) => ShownResult<B, R>)) => {
    setShown((now) => {
      const shownNext = typeof next === 'function' ? (now ? next(now) : now) : next;
      setStreamData(shownNext?.streamData);
      return shownNext;
    });
  }, []);
  const working = mutation.isPending || mutation.isError;
  const data = working ? mutation.data : shown?.data;
  const meta_ = data as Partial<GenerationMeta> | undefined;
  return {
    start,
    show,
    request,
    answerOf,
    shown,
    data,
    /** The request body of the result on screen (or of the one being written). */
    body: working ? mutation.variables : shown?.body,
    /**
     * The language the result on screen is written in (or the one on its way is asked for), when not the page's:
     * it sets `lang` and `dir`. None for a demo answer, which its meta says is English whatever was asked.
     */
    language: working ? languageOf(mutation.variables) : meta_?.demo ? undefined : shown?.language,
    /** The streamed text so far, or the whole text once done (streamed answers only). */
    text: (data as Partial<StreamedText> | undefined)?.text ?? partial,
    /**
     * What the route measured before writing (its leading `data` line): checked by the tool's `parseData`
     * when it has one (undefined if it did not pass), else as sent.
     */
    streamData,
    /** The step the work is on before its answer or text, as the route last reported it (routes that stream only). */
    progress,
    /** The answer's demo mark: its sample's header, or false for a model's answer. */
    demo: demoOf(meta_),
    /** Demo answers only: which written sample it is, and the input it was chosen for. */
    sample: meta_?.sample,
    isPending: mutation.isPending,
    error: mutation.error,
    /** Back to no result (Start Over). */
    reset: () => {
      mutation.reset();
      setShown(undefined);
    },
  };
}

export type ToolGeneration<B, R> = ReturnType<typeof useToolGeneration<B, R>>;
