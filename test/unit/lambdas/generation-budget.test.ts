import * as z from 'zod';
import { ContentBriefRequestSchema } from '@lambdas/content-brief/contract';
import { briefTask } from '@lambdas/content-brief/task';
import type { GenerationMeta } from '@lambdas/shared/contracts/generation';
import { REPAIR_NOTE_CHARS } from '@lambdas/shared/generator/bedrock';
import { meteredGenerator, promptTokens, type GenerationMeter } from '@lambdas/shared/generator/metered';
import { DemoGenerator } from '@lambdas/shared/generator/demo';
import { toolInputSchema } from '@lambdas/shared/generator/tool-schema';
import type { Generator, ObjectTask, TextTask } from '@lambdas/shared/generator/types';
import {
  capacityReached,
  generationMaximum,
  REPAIR_NOTE_TOKENS,
  shareRefusal,
  UPFRONT_INPUT_TOKENS,
} from '@lambdas/shared/rate-limit/generation-budget';
import { windowRefusals } from '@lambdas/shared/rate-limit/rate-limiter';
import { routes, type RouteDefinition } from '../../../catalog/routes';
import { briefBody } from '../../support/brief-fixtures';

/** A meter that notes what the generator asked of it, in order; `refuse` makes `start` throw. */
function recordingMeter(refuse?: Error) {
  const calls: (['start', number, number] | ['settle', GenerationMeta] | ['release'])[] = [];
  const meter: GenerationMeter = {
    async start(inputTokens, count) {
      calls.push(['start', inputTokens, count]);
      if (refuse) throw refuse;
    },
    async settle(meta) {
      calls.push(['settle', meta]);
    },
    async release() {
      calls.push(['release']);
    },
  };
  return { calls, meter };
}

const failingTask: TextTask<string> = {
  name: 'failing',
  prompt: (topic) => ({ system: 'Write.', user: topic }),
  demo: async () => () => {
    throw new Error('writer failed');
  },
};

/** The header a test task's demo answer carries. */
const sample = { business: 'Test Co', kind: 'a test business', matched: false, fields: [] };

const Schema = z.object({ title: z.string() });
const titleTask: ObjectTask<string, typeof Schema> = {
  name: 'title',
  tool: { name: 'answer', description: 'A title' },
  schema: Schema,
  prompt: (topic) => ({ system: 'Write a title.', user: topic }),
  demo: async () => (topic) => ({
    content: { title: `All about ${topic}` },
    sample,
  }),
};

describe('the metered generator', () => {
  const input = ContentBriefRequestSchema.parse(briefBody());

  it('starts the meter with the prompt before the model writes, and settles before the done event leaves', async () => {
    const { calls, meter } = recordingMeter();
    const generator = meteredGenerator(new DemoGenerator(0), meter);
    const events = [];
    for await (const event of generator.streamText(briefTask, input)) {
      if (events.length === 0) expect(calls).toEqual([['start', promptTokens(briefTask.prompt(input)), 1]]);
      if (event.type === 'done') expect(calls.at(-1)).toEqual(['settle', event.meta]);
      events.push(event);
    }
    expect(events.at(-1)?.type).toBe('done');
    expect(calls.map(([step]) => step)).toEqual(['start', 'settle']);
  });

  it('meters whole-text and structured answers, the structured one with its tool and a repair round', async () => {
    const { calls, meter } = recordingMeter();
    const generator = meteredGenerator(new DemoGenerator(0), meter);
    const text = await generator.generateText(briefTask, input);
    const object = await generator.generateObject(titleTask, 'bread');
    const tool = Buffer.byteLength(
      JSON.stringify({ ...titleTask.tool, schema: toolInputSchema(titleTask.schema) }),
    );
    expect(calls).toEqual([
      ['start', promptTokens(briefTask.prompt(input)), 1],
      ['settle', text.meta],
      ['start', Buffer.byteLength('Write a title.bread') + tool, 2],
      ['settle', object.meta],
    ]);
    expect(generator.kind).toBe('demo');
  });

  it('releases the reservation when the generation fails, streamed or not', async () => {
    const { calls, meter } = recordingMeter();
    const generator = meteredGenerator(new DemoGenerator(0), meter);
    await expect(generator.generateText(failingTask, 'bread')).rejects.toThrow('writer failed');
    const stream = async () => {
      for await (const event of generator.streamText(failingTask, 'bread')) void event;
    };
    await expect(stream()).rejects.toThrow('writer failed');
    expect(calls.map(([step]) => step)).toEqual(['start', 'release', 'start', 'release']);
  });

  it('releases the reservation when its reader stops before the end', async () => {
    const { calls, meter } = recordingMeter();
    for await (const event of meteredGenerator(new DemoGenerator(0), meter).streamText(briefTask, input)) {
      expect(event.type).toBe('text');
      break;
    }
    expect(calls.map(([step]) => step)).toEqual(['start', 'release']);
  });

  it('settles to the last cost its generator reported when the reader stops early: the model was reached', async () => {
    const { calls, meter } = recordingMeter();
    const demo = new DemoGenerator(0);
    const reporting: Generator = {
      kind: 'bedrock',
      generateText: (task, input) => demo.generateText(task, input),
      generateObject: (task, input) => demo.generateObject(task, input),
      async *streamText(_task, _input, _signal, cost) {
        cost?.({ inputTokens: 900, outputTokens: 0 });
        yield { type: 'text', text: 'Hello ' };
        cost?.({ inputTokens: 900, outputTokens: 6 });
        yield { type: 'text', text: 'there' };
      },
    };
    for await (const event of meteredGenerator(reporting, meter).streamText(briefTask, input)) {
      expect(event.type).toBe('text');
      break;
    }
    expect(calls.at(-1)).toEqual(['settle', { demo: false, usage: { inputTokens: 900, outputTokens: 0 } }]);
  });

  it('hands the settle to `defer`, so a streamed answer ends without waiting for it', async () => {
    const { calls, meter } = recordingMeter();
    const deferred: Promise<unknown>[] = [];
    const generator = meteredGenerator(new DemoGenerator(0), meter, async (work) => void deferred.push(work));
    const events = [];
    for await (const event of generator.streamText(briefTask, input)) events.push(event.type);
    expect(events.at(-1)).toBe('done');
    expect(deferred).toHaveLength(1);
    await Promise.all(deferred);
    expect(calls.map(([step]) => step)).toEqual(['start', 'settle']);
  });

  it('never calls the model when the meter refuses the prompt', async () => {
    const refusal = new Error('too long');
    const { calls, meter } = recordingMeter(refusal);
    let wrote = false;
    const spy: TextTask<string> = {
      ...failingTask,
      demo: async () => () => ((wrote = true), { content: 'text', sample }),
    };
    const generator = meteredGenerator(new DemoGenerator(0), meter);
    await expect(generator.generateText(spy, 'bread')).rejects.toBe(refusal);
    expect(wrote).toBe(false);
    expect(calls.map(([step]) => step)).toEqual(['start', 'release']);
  });

  it("bounds a prompt's tokens by its UTF-8 bytes, whatever the script", () => {
    expect(promptTokens({ system: 'ab', user: 'c' })).toBe(3);
    expect(promptTokens({ system: '', user: 'é€😀' })).toBe(2 + 3 + 4);
  });
});

describe('the generation budget', () => {
  it('has a prompt ceiling and a call count on every route that calls the model, and only there', () => {
    for (const route of routes as readonly RouteDefinition[]) {
      expect({ id: route.id, ceiling: route.generation !== undefined }).toEqual({
        id: route.id,
        ceiling: route.bedrock === true,
      });
      if (route.generation) expect(route.generation.inputTokens).toBeGreaterThanOrEqual(UPFRONT_INPUT_TOKENS);
    }
  });

  it("holds each tool's whole untrusted text, written in four-byte characters, plus its instructions", async () => {
    const tooLow: string[] = [];
    for (const route of routes as readonly RouteDefinition[]) {
      if (!route.generation) continue;
      const { UNTRUSTED_CHARS } = (await import(`@lambdas/${route.id}/prompt`)) as {
        UNTRUSTED_CHARS: number;
      };
      if (route.generation.inputTokens < 4 * UNTRUSTED_CHARS + 8000) tooLow.push(route.id);
    }
    expect(tooLow).toEqual([]);
  });

  it("reserves a generation's maximum: every call's input and answer, and a repair round's resent answer and note", () => {
    expect(generationMaximum(1000, 2000, 1)).toBe(1000 + 500 + 2000);
    expect(generationMaximum(1000, 2000, 2)).toBe(2 * (1000 + 500 + 2000) + 2000 + REPAIR_NOTE_TOKENS);
    const note = `Invalid input: ${'x'.repeat(REPAIR_NOTE_CHARS)}. Call the tool again with corrected input.`;
    expect(REPAIR_NOTE_TOKENS).toBeGreaterThanOrEqual(note.length + 3 * REPAIR_NOTE_CHARS);
  });

  it('names the share and the wait in a visitor’s or a network’s refusal', () => {
    const tenPm = Date.UTC(2026, 0, 1, 22, 0, 0);
    const limits = { dailyTokens: 1000, visitorTokens: 25, networkTokens: 150 };
    expect(shareRefusal('visitor', limits, tenPm)).toEqual({
      retryAfter: 7200,
      message:
        "You have reached your share of today's AI capacity (2.5% of the day's budget for one visitor). Please try again in 2 hours.",
    });
    expect(shareRefusal('network', limits, tenPm)).toEqual({
      retryAfter: 7200,
      message:
        "Visitors on your network have reached their share of today's AI capacity (15% of the day's budget for one network). Please try again in 2 hours.",
    });
  });

  it('says when a spent day comes back: the next midnight UTC, as a time the browser shows in its own zone', () => {
    const refused = capacityReached(Date.UTC(2026, 0, 1, 22, 30, 0));
    expect(refused).toMatchObject({
      status: 503,
      code: 'capacity_reached',
      details: { retryAt: '2026-01-02T00:00:00.000Z' },
      headers: { 'Retry-After': '5400' },
    });
    expect(refused.message).toBe(
      "Our AI tools have reached today's capacity. Please try again after midnight UTC, in 2 hours.",
    );
  });

  it('judges each request by the requests counted before it in its list, its own entry last', () => {
    const level = { scope: 'tool', limit: { requests: 2, windowSeconds: 10 }, subject: 'for this tool' };
    expect(windowRefusals([level], { tool: [1000, 2000] }, 2000)).toEqual([]);
    expect(windowRefusals([level], { tool: [1000, 2000, 3000] }, 3000)).toEqual([
      {
        retryAfter: 8,
        message:
          'You have reached the limit of 2 requests per 10 seconds for this tool. Please try again in 8 seconds.',
      },
    ]);
    expect(windowRefusals([level], { tool: [1000, 2000, 12_500] }, 12_500)).toEqual([]);
  });
});
