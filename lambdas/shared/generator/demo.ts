import { setTimeout as sleep } from 'node:timers/promises';
import * as z from '../contracts/zod';
import type { DemoSample, GenerationMeta } from '../contracts/generation';
import { ModelError } from './bedrock-errors';
import { englishOnlyNote } from './language';
import type { Generator, ObjectTask, Prompt, TextEvent, TextTask } from './types';

/** Object answers wait like a stream of at most this many chunks (1 s at the default pace). */
const MAX_PACED_CHUNKS = 40;

/** Rough token count (about 0.75 words per token), so demo answers report plausible usage. */
const tokens = (text: string) => Math.ceil(text.split(/\s+/).filter(Boolean).length / 0.75);

const meta = (prompt: Prompt, output: string, sample: DemoSample): GenerationMeta => ({
  demo: true,
  sample: withNote(sample, englishOnlyNote(prompt.language)),
  usage: { inputTokens: tokens(prompt.user), outputTokens: tokens(output) },
});

/** The header with one more note after its own, when there is one. */
const withNote = (sample: DemoSample, note: string | undefined): DemoSample =>
  note ? { ...sample, note: [sample.note, note].filter(Boolean).join(' ') } : sample;

/** Splits text into pieces of a few words that keep their whitespace, like a model's deltas. */
export function chunksOf(text: string, wordsPerChunk = 3): string[] {
  const words = text.split(/(?<=\s)(?=\S)/);
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerChunk)
    chunks.push(words.slice(i, i + wordsPerChunk).join(''));
  return chunks.filter(Boolean);
}

/**
 * Samples written in advance (decision 17), chosen by each task's demo writer, streamed at a model-like pace.
 * Used only locally when Bedrock is not configured; every answer says `demo: true`.
 */
export class DemoGenerator implements Generator {
  readonly kind = 'demo' as const;

  constructor(private readonly chunkDelayMs: number) {}

  async *streamText<I>(task: TextTask<I>, input: I, signal?: AbortSignal): AsyncIterable<TextEvent> {
    const { content: text, sample } = (await task.demo())(input);
    for (const chunk of chunksOf(text)) {
      signal?.throwIfAborted();
      if (this.chunkDelayMs > 0) await sleep(this.chunkDelayMs);
      yield { type: 'text', text: chunk };
    }
    yield { type: 'done', meta: meta(task.prompt(input), text, sample) };
  }

  async generateText<I>(task: TextTask<I>, input: I) {
    const { content: text, sample } = (await task.demo())(input);
    return { text, meta: meta(task.prompt(input), text, sample) };
  }

  /**
   * Held to the task's schema like a model's answer; one that does not fit fails the same way.
   * Answered after the time streaming it would take (at most 40 chunks), so loading states show.
   */
  async generateObject<I, S extends z.core.$ZodType>(task: ObjectTask<I, S>, input: I, signal?: AbortSignal) {
    const { content: answer, sample } = (await task.demo())(input);
    const chunks = Math.min(MAX_PACED_CHUNKS, chunksOf(JSON.stringify(answer) ?? '').length);
    if (this.chunkDelayMs > 0) await sleep(this.chunkDelayMs * chunks, undefined, { signal });
    const parsed = z.safeParse(task.schema, answer);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => issue.message).join('; ');
      throw new ModelError(`The demo sample does not fit this input: ${problems}`);
    }
    const object = parsed.data as z.infer<S>;
    return { object, meta: meta(task.prompt(input), JSON.stringify(object), sample) };
  }
}
