import { useCallback, useRef } from 'react';
import { findLanguage } from '@lambdas/shared/contracts/languages';
import * as z from '@lambdas/shared/contracts/zod';
import type { RefineBody } from '@lambdas/refine/contract';
import type { ToolId } from '@/config/tools';
import { toast } from '@/lib/toast';
import { describeGenerationError } from './generation-errors';
import { revealResult } from './reveal';
import { useToolGeneration, type StreamedText } from './use-tool-generation';
import type { Shown } from './workspace/refine-request';
import { useKeptResult } from './workspace/use-kept-result';
import { useRefinement } from './workspace/use-refinement';

const TextAnswerSchema = z.object({ text: z.string() });

/**
 * A kept answer this page can show: a structured one its own `parse` accepts, a text one with its text; its
 * language a listed code or none. What a browser keeps can be anything: it is checked as it is read.
 */
function readableAnswer<R>(shown: Shown<R>, parse: ((answer: unknown) => R) | undefined): boolean {
  if (shown.language !== undefined && (typeof shown.language !== 'string' || !findLanguage(shown.language)))
    return false;
  try {
    if (parse) parse(shown.data);
    else z.parse(TextAnswerSchema, shown.data);
    return true;
  } catch {
    return false;
  }
}

export interface ToolOptions<B, R> {
  /** Reads one JSON answer (and throws on a bad one); without it the answer is streamed text. */
  parse?: (answer: unknown) => R;
  /** A toast text, or what to do with a result (e.g. a toast that depends on it). */
  success: string | ((result: R, body: B) => void);
  /** The toast's prefix (`{failure}: {what went wrong}`), or what to do with an error. */
  failure: string | ((error: unknown, body: B) => void);
  /** What a refined answer keeps of the one it replaces, when the refine route cannot know it. */
  carry?: (refined: R, before: R, instruction: RefineBody['instruction']) => R;
}

/**
 * A tool page's result, composed: the generation of the tool's route (`useToolGeneration`), its results kept
 * in history and shown again on coming back, its refinements, and on submit the result panel (`resultRef`)
 * brought into view on narrow screens, focus moved from the disabled submit button to the panel's heading, and
 * the outcome toasted.
 */
export function useTool<B, R = StreamedText>(tool: ToolId, options: ToolOptions<B, R>) {
  const generation = useToolGeneration<B, R>(tool, options.parse);
  const resultRef = useRef<HTMLDivElement>(null);
  const { show } = generation;
  const { parse } = options;
  const kept = useKeptResult<B, R>(
    tool,
    ({ body, shown }) => show({ ...shown, body }),
    (shown) => readableAnswer(shown, parse),
  );
  const refinement = useRefinement(tool, generation, kept.keepRefinement, options.carry);
  const { success, failure } = options;
  const { start: generate } = generation;
  const start = useCallback(
    (body: B) => {
      kept.start();
      revealResult(resultRef.current);
      generate(body, {
        onSuccess: (result, _body, shown) => {
          kept.keep(body, shown);
          return typeof success === 'string' ? toast.success(success) : success(result, body);
        },
        onError: (error) =>
          typeof failure === 'string'
            ? toast.error(`${failure}: ${describeGenerationError(error).message}`)
            : failure(error, body),
      });
    },
    [generate, kept, success, failure],
  );
  const text = refinement.isPending && refinement.partial ? refinement.partial : generation.text;
  /**
   * The result on screen is being written, by the tool or by a refinement: its actions wait (a copy would hold
   * half of it) and its panel says so in its live region.
   */
  const writing = generation.isPending || refinement.isPending;
  return { ...generation, start, text, writing, resultRef, refinement };
}
