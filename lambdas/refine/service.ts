import type * as z from '../shared/contracts/zod';
import { json } from '../shared/http/responses';
import { respondWithText } from '../shared/tool-route/respond';
import type { ToolResult } from '../shared/tool-route/guarded-route';
import type { ToolInput } from '../shared/tool-route/tool-route';
import type { PreviousOf, RefineRequest, RefineTool } from './contract';
import { objectRefiners } from './object-refiners';
import type { RefineInput } from './prompt';
import type { ObjectRefiner, Refiner, TextRefiner } from './refiner';
import { textRefineTask, objectRefineTask } from './tasks';
import { textRefiners } from './text-refiners';

/** How each tool's results are refined: text tools stream like the tool, structured ones answer JSON. */
const refiners: { [T in RefineTool]: Refiner<T> } = { ...textRefiners, ...objectRefiners } as {
  [T in RefineTool]: Refiner<T>;
};

/**
 * A tool's previous result rewritten as the instruction asks, answered in the tool's own shape: the NDJSON
 * stream (led by the tool's `data` line, if it has one) or one JSON object for a text tool, as the caller
 * asks; one JSON object for a structured tool, as the tool itself answers.
 */
export async function refine<T extends RefineTool>({
  body,
  event,
  generator,
  signal,
}: ToolInput<RefineRequest & { tool: T }>): ToolResult {
  const previous = body.previous as PreviousOf<T>;
  const input: RefineInput<PreviousOf<T>> = {
    previous,
    instruction: body.instruction,
    language: body.instruction.kind === 'translate' ? body.instruction.language : body.outputLanguage,
  };
  const refiner = refiners[body.tool as T];
  if (refiner.kind === 'text') {
    const text = refiner as TextRefiner<T>;
    const answer = (refined: string) => text.answer(refined, previous, body.instruction);
    return respondWithText(
      event,
      generator,
      textRefineTask(body.tool, text),
      input,
      answer,
      text.data?.(previous),
    );
  }
  const structured = refiner as ObjectRefiner<T, z.core.$ZodType>;
  const task = objectRefineTask(body.tool, structured, previous);
  const { object, meta } = await generator.generateObject(task, input, signal);
  return json(200, { ...structured.answer(object, previous), ...meta });
}
