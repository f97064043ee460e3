import type * as z from '../contracts/zod';
import type { GenerationMeta } from '../contracts/generation';
import type { LanguageCode } from '../contracts/languages';
import type { DemoAnswer } from './demo-sample';

/** What a model is asked: a system prompt and the user's message. */
export interface Prompt {
  system: string;
  user: string;
  /** The language the answer was asked in, when the visitor chose one (see language.ts). */
  language?: LanguageCode;
}

/** A tool's text generation: its prompt, and the demo answer written without a model. */
export interface TextTask<I> {
  name: string;
  prompt(input: I): Prompt;
  /** Loads the demo writer: only the demo generator runs it, so deployed functions never load its samples. */
  demo(): Promise<(input: I) => DemoAnswer<string>>;
}

/** A tool's structured generation: the answer must match `schema`. */
export interface ObjectTask<I, S extends z.core.$ZodType> {
  name: string;
  /** Name and description of the forced tool the model answers through. */
  tool: { name: string; description: string };
  schema: S;
  prompt(input: I): Prompt;
  /** Loads the demo writer, as for text tasks. */
  demo(): Promise<(input: I) => DemoAnswer<z.infer<S>>>;
}

export type TextEvent = { type: 'text'; text: string } | { type: 'done'; meta: GenerationMeta };

/** Tokens a model read and wrote. */
export type Usage = GenerationMeta['usage'];

/**
 * Told, as a generation goes, what it has cost so far: what Bedrock reported, or, for a call under way,
 * bounds of what the model read and wrote (no report while nothing has reached a model). The meter counts
 * the last report when a generation ends early (metered.ts).
 */
export type CostReport = (usage: Usage) => void;

/** The only code that talks to a model: Bedrock, or the demo generator when Bedrock is not configured. */
export interface Generator {
  readonly kind: 'bedrock' | 'demo';
  /** Text as the model writes it, then one `done` event with usage. */
  streamText<I>(
    task: TextTask<I>,
    input: I,
    signal?: AbortSignal,
    cost?: CostReport,
  ): AsyncIterable<TextEvent>;
  generateText<I>(
    task: TextTask<I>,
    input: I,
    signal?: AbortSignal,
    cost?: CostReport,
  ): Promise<{ text: string; meta: GenerationMeta }>;
  generateObject<I, S extends z.core.$ZodType>(
    task: ObjectTask<I, S>,
    input: I,
    signal?: AbortSignal,
    cost?: CostReport,
  ): Promise<{ object: z.infer<S>; meta: GenerationMeta }>;
}
