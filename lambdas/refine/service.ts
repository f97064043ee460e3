import { json } from '../shared/http/responses';
import { declarationOf, textFieldOf } from '../../catalog/manifest';
import { respondWithText } from '../shared/tool-route/respond';
import type { ToolResult } from '../shared/tool-route/guarded-route';
import type { ToolInput } from '../shared/tool-route/tool-route';
import type { RefineRequest } from './contract';
import { refinementOf } from './previous';
import type { RefineInput } from './prompt';
import { objectRefineTask, textRefineTask } from './tasks';

/**
 * A tool's previous result rewritten as the instruction asks, answered in the tool's own shape: the NDJSON
 * stream (led by the tool's `data` line, if it has one) or one JSON object for a text tool, as the caller
 * asks; one JSON object for a structured tool, as the tool itself answers.
 */
export async function refine({ body, event, generator, signal }: ToolInput<RefineRequest>): ToolResult {
  const { previous, tool, instruction } = body;
  const input: RefineInput<Record<string, unknown>> = {
    previous,
    instruction,
    language: instruction.kind === 'translate' ? instruction.language : body.outputLanguage,
  };
  const refinement = await refinementOf(tool);
  const field = textFieldOf(declarationOf(tool));
  if (refinement.kind === 'text' && field) {
    const answer = (refined: string) => refinement.answer(refined, previous, instruction);
    const task = textRefineTask(tool, refinement, field);
    return respondWithText(event, generator, task, input, answer, refinement.data?.(previous));
  }
  if (refinement.kind === 'text') throw new Error(`Tool ${tool} refines text but declares no text field`);
  const task = objectRefineTask(tool, refinement, previous);
  const { object, meta } = await generator.generateObject(task, input, signal);
  return json(200, { ...refinement.answer(object, previous), ...meta });
}
