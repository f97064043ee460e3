import type * as z from '../contracts/zod';
import type { GenerationMeta } from '../contracts/generation';
import { toolInputSchema } from './tool-schema';
import { NO_USAGE } from './spend';
import type { CostReport, Generator, ObjectTask, Prompt, Usage } from './types';

/** What a metered generation asks of its request's guard. */
export interface GenerationMeter {
  /**
   * Before the model is called, with an upper bound of the prompt's tokens and the model calls the
   * generation may make: refuses a prompt over the tool's ceiling, makes sure the reservation covers it.
   */
  start(inputTokens: number, calls: number): Promise<void>;
  /**
   * Once the generation ended, answered or not: counts what the model read and wrote instead of the
   * reservation. Returns the refusal of a limit that usage above the reservation passed, if one did.
   */
  settle(meta: GenerationMeta): Promise<Error | undefined>;
  /** When the generation never reached the model (refused first, or refused by Bedrock): gives it all back. */
  release(): Promise<void>;
}

/**
 * Ends a meter whose generation stopped early: settled to its last reported cost, or released when it cost
 * nothing (it never reached the model).
 */
export const settleOrRelease = async (meter: GenerationMeter, cost: Usage): Promise<void> => {
  if (cost.inputTokens + cost.outputTokens > 0) await meter.settle({ demo: false, usage: cost });
  else await meter.release();
};

/** Where work that may end after the answer goes (`afterAnswer` of http/route.ts); awaited when absent. */
export type Defer = (work: Promise<unknown>) => Promise<void>;

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
 * The generator a tool writes with: each generation starts its meter before the model is called, and
 * settles it to what the model read and wrote once it ends: the usage the model reported, or, when it
 * failed, was aborted or its reader stopped early, the cost its generator last reported (types.ts
 * `CostReport`). Only a generation that never reached the model is released. A settle goes to `defer`, so
 * a streamed answer ends without waiting for it. The one place usage is counted.
 */
export function meteredGenerator(
  inner: Generator,
  meter: GenerationMeter,
  defer: Defer = (work) => work.then(() => undefined),
): Generator {
  const end = (cost: Usage) => defer(settleOrRelease(meter, cost));
  async function metered<T extends { meta: GenerationMeta }>(
    inputTokens: number,
    calls: number,
    run: (cost: CostReport) => Promise<T>,
  ): Promise<T> {
    let cost = NO_USAGE;
    let settled = false;
    try {
      await meter.start(inputTokens, calls);
      const answer = await run((usage) => (cost = usage));
      settled = true;
      await defer(meter.settle(answer.meta));
      return answer;
    } finally {
      if (!settled) await end(cost);
    }
  }
  return {
    kind: inner.kind,
    async *streamText(task, input, signal) {
      let cost = NO_USAGE;
      let settled = false;
      try {
        await meter.start(promptTokens(task.prompt(input)), 1);
        for await (const event of inner.streamText(task, input, signal, (usage) => (cost = usage))) {
          if (event.type === 'done') {
            settled = true;
            await defer(meter.settle(event.meta));
          }
          yield event;
        }
      } finally {
        if (!settled) await end(cost);
      }
    },
    generateText: (task, input, signal) =>
      metered(promptTokens(task.prompt(input)), 1, (cost) => inner.generateText(task, input, signal, cost)),
    generateObject: (task, input, signal) =>
      metered(promptTokens(task.prompt(input), task), 2, (cost) =>
        inner.generateObject(task, input, signal, cost),
      ),
  };
}
