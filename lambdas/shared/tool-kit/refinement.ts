/**
 * How a tool's results are refined (issue 28): each tool's `lambdas/<id>/refinement.ts` exports one, which the
 * refine route loads by the tool's id, and only that tool's. Its caps are in the tool's declaration.
 */
import type * as z from '../contracts/zod';
import type { Instruction } from '../contracts/refinement';
import type { DemoVariant } from '../generator/demo-sample';

/**
 * A demo variant function of a tool (its `demo.ts`): the written sample one step along, or a note. `answer` is the
 * whole previous answer, for a demo written from what the tool measured (the critique's checks).
 */
export type Variant<C> = (previous: C, instruction: Instruction, answer?: unknown) => DemoVariant<C>;

interface RefinementBase<S extends z.core.$ZodType> {
  /** The tool's answer contract: a previous result must match it (its generation meta optional). */
  response: S;
  /** The tool's own system prompt: the form and rules of its answers. */
  system: string;
  /** Headings and labels that stay English in any language (the tool's own sections). */
  keepInEnglish?: string;
}

/** A text tool's refinement: its text (the declaration's first refine field) rewritten and answered like the tool's. */
export interface TextRefinement<S extends z.core.$ZodType> extends RefinementBase<S> {
  kind: 'text';
  /** The tool's answer around the refined text, without the generation meta. */
  answer(text: string, previous: z.infer<S>, instruction: Instruction): object;
  /** What the tool streams first as a `data` line (the critique's checks), carried over. */
  data?(previous: z.infer<S>): unknown;
  /** Loads the tool's demo variant function: only the demo generator calls it. */
  variant(): Promise<Variant<string>>;
}

/** A structured tool's refinement: its object resubmitted through the tool's forced tool. */
export interface ObjectRefinement<
  S extends z.core.$ZodType,
  O extends z.core.$ZodType,
> extends RefinementBase<S> {
  kind: 'object';
  tool: { name: string; description: string };
  /** The schema the refined object must match (it may depend on the result: the videos its ideas cite). */
  schema(previous: z.infer<S>): O;
  /** The object a refinement rewrites. */
  objectOf(previous: z.infer<S>): z.infer<O>;
  /** The tool's answer around the refined object, without the generation meta. */
  answer(object: z.infer<O>, previous: z.infer<S>): object;
  variant(): Promise<Variant<z.infer<O>>>;
}

export type Refinement = TextRefinement<z.core.$ZodType> | ObjectRefinement<z.core.$ZodType, z.core.$ZodType>;

/** A text tool's refinement, typed by its answer contract. */
export const textRefinement = <S extends z.core.$ZodType>(
  refinement: Omit<TextRefinement<S>, 'kind'>,
): TextRefinement<S> => ({ kind: 'text', ...refinement });

/** A structured tool's refinement, typed by its answer contract and the object it rewrites. */
export const objectRefinement = <S extends z.core.$ZodType, O extends z.core.$ZodType>(
  refinement: Omit<ObjectRefinement<S, O>, 'kind'>,
): ObjectRefinement<S, O> => ({ kind: 'object', ...refinement });
