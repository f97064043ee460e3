import type * as z from '../contracts/zod';
import type { GenerationMeta } from '../contracts/generation';
import { toolInputSchema } from './tool-schema';
import type { Generator, ObjectTask, Prompt } from './types';

/** What a metered generation asks of its request's guard. */
export interface GenerationMeter {
  /**
   * Before the model is called, with an upper bound of the prompt's tokens and the model calls the
   * generation may make: refuses a prompt over the tool's ceiling, makes sure the reservation covers it.
   */
  start(inputTokens: number, calls: number): Promise<void>;
  /** After the last token: counts what the model reported instead of the reservation. */
  settle(meta: GenerationMeta): Promise<void>;
  /** When the generation failed or was aborted: gives the reservation back whole. */
  release(): Promise<void>;
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * An upper bound of a prompt's input tokens: its UTF-8 bytes, since every token of a subword tokenizer stands
 * for at least one byte; a structured answer's tool (name, description, schema) is sent as input too.
 */
export function promptTokens(
  prompt: Prompt,
  task?: Pick<ObjectTask<unknown, z.core.$ZodType>, 'tool' | 'schema'>,
): number {
  const tool = task ? bytes(JSON.stringify({ ...task.tool, schema: toolInputSchema(task.schema) })) : 0;
  return bytes(prompt.system) + bytes(prompt.user) + tool;
}

/**
 * The generator a tool writes with: each generation starts its meter before the model is called, settles it
 * with the usage the model reported before the answer leaves (a streamed answer before its `done` event), and
 * releases it when the generation fails or its reader stops early. The one place usage is counted.
 */
export function meteredGenerator(inner: Generator, meter: GenerationMeter): Generator {
  async function metered<T extends { meta: GenerationMeta }>(
    inputTokens: number,
    calls: number,
    run: () => Promise<T>,
  ): Promise<T> {
    let settled = false;
    try {
      await meter.start(inputTokens, calls);
      const answer = await run();
      await meter.settle(answer.meta);
      settled = true;
      return answer;
    } finally {
      if (!settled) await meter.release();
    }
  }
  return {
    kind: inner.kind,
    async *streamText(task, input, signal) {
      let settled = false;
      try {
        await meter.start(promptTokens(task.prompt(input)), 1);
        for await (const event of inner.streamText(task, input, signal)) {
          if (event.type === 'done') {
            await meter.settle(event.meta);
            settled = true;
          }
          yield event;
        }
      } finally {
        if (!settled) await meter.release();
      }
    },
    generateText: (task, input, signal) =>
      metered(promptTokens(task.prompt(input)), 1, () => inner.generateText(task, input, signal)),
    generateObject: (task, input, signal) =>
      metered(promptTokens(task.prompt(input), task), 2, () => inner.generateObject(task, input, signal)),
  };
}
