import { useCallback, useEffect, useRef } from 'react';
import type { RefineBody } from '@lambdas/refine/contract';
import type { ToolId } from '@/config/tools';
import { toast } from '@/lib/toast';
import { describeGenerationError } from './generation-errors';
import { revealResult } from './reveal';
import {
  useToolGeneration,
  type AnswerParser,
  type DataParser,
  type StreamedText,
} from './use-tool-generation';
import type { Shown } from './workspace/refine-request';
import { useKeptResult } from './workspace/use-kept-result';
import { useRefinement } from './workspace/use-refinement';

/**
 * A kept answer as this page can show it, checked with the tool's parsers (all load with history): with what
 * its route measured checked too, or undefined when the answer is not one this page can show.
 */
async function readable<R>(
  shown: Shown<R>,
  parse: AnswerParser<R> | undefined,
  parseData: DataParser | undefined,
  view: (() => Promise<unknown>) | undefined,
): Promise<Shown<R> | undefined> {
  const [{ readableAnswer }, read, readData] = await Promise.all([
    import('./workspace/readable-answer'),
    parse?.(),
    parseData?.(),
    view?.(),
  ]);
  if (!readableAnswer(shown, read)) return undefined;
  if (!readData || shown.streamData === undefined) return shown;
  return { ...shown, streamData: readData(shown.streamData) };
}

export interface ToolOptions<B, R> {
  /** Loads the reader of one JSON answer (which throws on a bad one); without it the answer is streamed text. */
  parse?: AnswerParser<R>;
  /** Loads the check of what the route measures first (the grade, the page's checks). */
  parseData?: DataParser;
  /** A toast text, or what to do with a result (e.g. a toast that depends on it). */
  success: string | ((result: R, body: B) => void);
  /** The toast's prefix (`{failure}: {what went wrong}`), or what to do with an error. */
  failure: string | ((error: unknown, body: B) => void);
  /** What a refined answer keeps of the one it replaces, when the refine route cannot know it. */
  carry?: (refined: R, before: R, instruction: RefineBody['instruction']) => R;
  /**
   * Loads the code that shows a result (its lazy parts): started with each generation, and awaited before a kept
   * result is shown, so a result never shows half formatted.
   */
  view?: () => Promise<unknown>;
  /**
   * What the page shows beside the result from another request (YouTube's videos): kept with the result, and
   * given back to `restore` when a kept result is shown again.
   */
  companion?: { current: () => unknown; restore: (companion: unknown) => void };
}

/**
 * A tool page's result, composed: the generation of the tool's route (`useToolGeneration`), its results kept
 * in history and shown again on coming back, its refinements, and on submit the result panel (`resultRef`)
 * brought into view on narrow screens, focus moved from the disabled submit button to the panel's heading, and
 * the outcome toasted.
 */
export function useTool<B, R = StreamedText>(tool: ToolId, options: ToolOptions<B, R>) {
  const generation = useToolGeneration<B, R>(tool, options.parse, options.parseData);
  const resultRef = useRef<HTMLDivElement>(null);
  const { show } = generation;
  const { parse, parseData, view } = options;
  const companion = useRef(options.companion);
  useEffect(() => {
    companion.current = options.companion;
  });
  const kept = useKeptResult<B, R>(
    tool,
    ({ body, shown }) => {
      show({ ...shown, body });
      if (shown.companion !== undefined) companion.current?.restore(shown.companion);
    },
    (shown) => readable(shown, parse, parseData, view),
  );
  const refinement = useRefinement(tool, generation, kept.keepRefinement, options.carry);
  const { success, failure } = options;
  const { start: generate } = generation;
  const start = useCallback(
    (body: B) => {
      void view?.().catch(() => undefined);
      kept.start();
      revealResult(resultRef.current);
      generate(body, {
        onSuccess: (result, _body, shown) => {
          const beside = companion.current?.current();
          kept.keep(body, beside === undefined ? shown : { ...shown, companion: beside });
          return typeof success === 'string' ? toast.success(success) : success(result, body);
        },
        onError: (error) =>
          typeof failure === 'string'
            ? toast.error(`${failure}: ${describeGenerationError(error).message}`)
            : failure(error, body),
      });
    },
    [generate, kept, success, failure, view],
  );
  const text = refinement.isPending && refinement.partial ? refinement.partial : generation.text;
  /**
   * The result on screen is being written, by the tool or by a refinement: its actions wait (a copy would hold
   * half of it) and its panel says so in its live region.
   */
  const writing = generation.isPending || refinement.isPending;
  return { ...generation, start, text, writing, resultRef, refinement };
}
