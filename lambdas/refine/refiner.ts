import type * as z from '../shared/contracts/zod';
import type { Instruction } from '../shared/contracts/refinement';
import type { DemoVariant } from '../shared/generator/demo-sample';
import type { PreviousOf, RefineTool } from './contract';
import type { RefinePromptParts } from './prompt';

/** A demo variant function of a tool (its `demo.ts`): the written sample one step along, or a note. */
type Variant<C> = (previous: C, instruction: Instruction) => DemoVariant<C>;

/** How a text tool's result is refined: its text rewritten, answered (and streamed) like the tool's own. */
export interface TextRefiner<T extends RefineTool> extends RefinePromptParts {
  kind: 'text';
  /** The text a refinement rewrites. */
  textOf(previous: PreviousOf<T>): string;
  /** The tool's answer around the refined text, without the generation meta. */
  answer(text: string, previous: PreviousOf<T>, instruction: Instruction): object;
  /** What the tool streams first as a `data` line (the critique's checks), carried over. */
  data?(previous: PreviousOf<T>): unknown;
  /** Loads the tool's demo variant function: only the demo generator calls it. */
  variant(): Promise<Variant<string>>;
}

/** How a structured tool's result is refined: its object resubmitted through the tool's forced tool. */
export interface ObjectRefiner<T extends RefineTool, S extends z.core.$ZodType> extends RefinePromptParts {
  kind: 'object';
  tool: { name: string; description: string };
  /** The schema the refined object must match (it may depend on the result: the videos its ideas cite). */
  schema(previous: PreviousOf<T>): S;
  /** The object a refinement rewrites. */
  objectOf(previous: PreviousOf<T>): z.infer<S>;
  /** The tool's answer around the refined object, without the generation meta. */
  answer(object: z.infer<S>, previous: PreviousOf<T>): object;
  variant(): Promise<Variant<z.infer<S>>>;
}

export type Refiner<T extends RefineTool> = TextRefiner<T> | ObjectRefiner<T, z.core.$ZodType>;
