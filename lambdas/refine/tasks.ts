import type * as z from '../shared/contracts/zod';
import type { ObjectTask, TextTask } from '../shared/generator/types';
import type { PreviousOf, RefineTool } from './contract';
import { buildRefinePrompt, type RefineInput } from './prompt';
import type { ObjectRefiner, TextRefiner } from './refiner';

/** The text generation of a refinement of `tool`'s result. */
export function textRefineTask<T extends RefineTool>(
  tool: T,
  refiner: TextRefiner<T>,
): TextTask<RefineInput<PreviousOf<T>>> {
  return {
    name: `refine-${tool}`,
    prompt: (input) => buildRefinePrompt(refiner, refiner.textOf(input.previous), input),
    // The tool's samples and variant function load here only, with the demo generator.
    demo: async () => {
      const [vary, { demoRefinement }] = await Promise.all([refiner.variant(), import('./demo')]);
      return (input) => {
        const text = refiner.textOf(input.previous);
        return demoRefinement(vary(text, input.instruction), input, text);
      };
    },
  };
}

/** The structured generation of a refinement of `tool`'s result: held to the tool's own answer schema. */
export function objectRefineTask<T extends RefineTool, S extends z.core.$ZodType>(
  tool: T,
  refiner: ObjectRefiner<T, S>,
  previous: PreviousOf<T>,
): ObjectTask<RefineInput<PreviousOf<T>>, S> {
  return {
    name: `refine-${tool}`,
    tool: refiner.tool,
    schema: refiner.schema(previous),
    prompt: (input) => buildRefinePrompt(refiner, JSON.stringify(refiner.objectOf(input.previous)), input),
    demo: async () => {
      const [vary, { demoRefinement }] = await Promise.all([refiner.variant(), import('./demo')]);
      return (input) => {
        const object = refiner.objectOf(input.previous);
        return demoRefinement(vary(object, input.instruction), input, JSON.stringify(object));
      };
    },
  };
}
