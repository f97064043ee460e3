import type * as z from '../shared/contracts/zod';
import type { ObjectTask, TextTask } from '../shared/generator/types';
import type { ObjectRefinement, TextRefinement } from '../shared/tool-kit/refinement';
import type { RefineTool } from './contract';
import { buildRefinePrompt, type RefineInput } from './prompt';

type Previous = Record<string, unknown>;

/** The text generation of a refinement of `tool`'s result: its text is in `field`. */
export function textRefineTask(
  tool: RefineTool,
  refinement: TextRefinement<z.core.$ZodType>,
  field: string,
): TextTask<RefineInput<Previous>> {
  const textOf = (previous: Previous) => String(previous[field] ?? '');
  return {
    name: `refine-${tool}`,
    prompt: (input) => buildRefinePrompt(refinement, textOf(input.previous), input),
    // The tool's samples and variant function load here only, with the demo generator.
    demo: async () => {
      const [vary, { demoRefinement }] = await Promise.all([refinement.variant(), import('./demo')]);
      return (input) => {
        const text = textOf(input.previous);
        return demoRefinement(vary(text, input.instruction, input.previous), input, text);
      };
    },
  };
}

/** The structured generation of a refinement of `tool`'s result: held to the tool's own answer schema. */
export function objectRefineTask<O extends z.core.$ZodType>(
  tool: RefineTool,
  refinement: ObjectRefinement<z.core.$ZodType, O>,
  previous: Previous,
): ObjectTask<RefineInput<Previous>, O> {
  return {
    name: `refine-${tool}`,
    tool: refinement.tool,
    schema: refinement.schema(previous),
    prompt: (input) =>
      buildRefinePrompt(refinement, JSON.stringify(refinement.objectOf(input.previous)), input),
    demo: async () => {
      const [vary, { demoRefinement }] = await Promise.all([refinement.variant(), import('./demo')]);
      return (input) => {
        const object = refinement.objectOf(input.previous);
        return demoRefinement(vary(object, input.instruction), input, JSON.stringify(object));
      };
    },
  };
}
