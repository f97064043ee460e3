import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import * as z from 'zod';
import { BedrockGenerator } from '../../lambdas/shared/generator/bedrock';
import { RequestTimeoutError } from '../../lambdas/shared/http/errors';
import { modelRequestFields } from '../../lambdas/shared/generator/request-fields';
import type { ObjectTask, TextTask } from '../../lambdas/shared/generator/types';
import { FakeBedrock } from '../../scripts/fakes/fake-bedrock';

/** The header a test task's demo answer carries. */
const sample = { business: 'Test Co', kind: 'a test business', matched: false, fields: [] };

const IdeasSchema = z.object({ ideas: z.array(z.object({ title: z.string().min(3) })).min(2) });
const task: ObjectTask<string, typeof IdeasSchema> = {
  name: 'ideas',
  tool: { name: 'answer', description: 'Return the ideas' },
  schema: IdeasSchema,
  prompt: (topic) => ({ system: 'You list ideas.', user: `Ideas about ${topic}` }),
  demo: async () => () => ({ content: { ideas: [] }, sample }),
};

const textTask: TextTask<string> = {
  name: 'text',
  prompt: (topic) => ({ system: 'You write.', user: topic }),
  demo: async () => () => ({ content: '', sample }),
};

/** A fake Bedrock and a generator that talks to it through the real SDK. */
async function fakeGenerator(): Promise<{ fake: FakeBedrock; generator: BedrockGenerator }> {
  const fake = await FakeBedrock.start();
  const generator = new BedrockGenerator({
    client: new BedrockRuntimeClient({
      region: 'us-east-1',
      endpoint: fake.url,
      credentials: { accessKeyId: 't', secretAccessKey: 't' },
    }),
    modelId: 'fake-model',
    maxOutputTokens: 500,
    temperature: 0.5,
    timeoutMs: 2000,
  });
  return { fake, generator };
}

let fake: FakeBedrock;
let generator: BedrockGenerator;

beforeAll(async () => {
  ({ fake, generator } = await fakeGenerator());
});
afterAll(() => fake.close());

describe('structured answers through a forced tool', () => {
  it('sends the zod schema as the tool input schema and forces that tool', async () => {
    fake.enqueue({ kind: 'tool', inputs: [{ ideas: [{ title: 'Bread club' }, { title: 'Cake day' }] }] });
    const { object, meta } = await generator.generateObject(task, 'bakeries');
    expect(object.ideas.map((i) => i.title)).toEqual(['Bread club', 'Cake day']);
    expect(meta.demo).toBe(false);
    const body = fake.requests.at(-1)!.body as {
      toolConfig: {
        toolChoice: unknown;
        tools: { toolSpec: { inputSchema: { json: { properties: object } } } }[];
      };
    };
    expect(body.toolConfig.toolChoice).toEqual({ tool: { name: 'answer' } });
    expect(Object.keys(body.toolConfig.tools[0]!.toolSpec.inputSchema.json.properties)).toEqual(['ideas']);
  });

  it('asks once more with the validation problems when the first answer has the wrong shape', async () => {
    const bad = { ideas: [{ title: 'x' }] };
    const good = { ideas: [{ title: 'Bread club' }, { title: 'Cake day' }] };
    fake.enqueue({ kind: 'tool', inputs: [bad] }, { kind: 'tool', inputs: [good] });
    const before = fake.requests.length;
    const { object, meta } = await generator.generateObject(task, 'bakeries');
    expect(object).toEqual(good);
    expect(fake.requests.length - before).toBe(2);
    const repair = JSON.stringify(fake.requests.at(-1)!.body.messages);
    expect(repair).toContain('"status":"error"');
    expect(repair).toContain('ideas.0.title');
    expect(meta.usage.inputTokens).toBe(240); // both calls counted
  });

  it('gives the repair round only what is left of one deadline for the whole answer', async () => {
    // The first answer takes 1.2 s and has the wrong shape; the repair call never answers.
    fake.enqueue({ kind: 'tool', inputs: [{ ideas: [] }], delayMs: 1200 }, { kind: 'hang' });
    const started = performance.now();
    await expect(generator.generateObject(task, 'bakeries')).rejects.toThrow(RequestTimeoutError);
    const elapsed = performance.now() - started;
    // One 2 s deadline for both calls; a timeout per call would have let this run 3.2 s: the bound sits just
    // below that, the widest room a loaded machine can have while the test still tells the two apart.
    expect(elapsed).toBeGreaterThanOrEqual(1900);
    expect(elapsed).toBeLessThan(3100);
  });

  it('gives up with a clear error after one repair attempt', async () => {
    fake.enqueue({ kind: 'tool', inputs: [{ ideas: [] }] }, { kind: 'tool', inputs: [{ nope: true }] });
    await expect(generator.generateObject(task, 'bakeries')).rejects.toThrow(
      'The model returned an answer in the wrong shape. Please try again.',
    );
  });
});

describe("Claude's request fields", () => {
  const withFields = (requestFields: Record<string, unknown> | undefined) =>
    new BedrockGenerator({
      client: new BedrockRuntimeClient({
        region: 'us-east-1',
        endpoint: fake.url,
        credentials: { accessKeyId: 't', secretAccessKey: 't' },
      }),
      modelId: 'global.anthropic.claude-haiku-5-5',
      maxOutputTokens: 500,
      temperature: 0.5,
      timeoutMs: 2000,
      requestFields,
    });
  const good = { ideas: [{ title: 'Bread club' }, { title: 'Cake day' }] };

  it('turns thinking off (and sets the effort) on structured and streamed calls alike', async () => {
    const generator = withFields(modelRequestFields('global.anthropic.claude-haiku-5-5', 'low'));
    fake.enqueue({ kind: 'tool', inputs: [good] });
    await generator.generateObject(task, 'bakeries');
    const expected = { thinking: { type: 'disabled' }, output_config: { effort: 'low' } };
    expect(fake.requests.at(-1)!.body.additionalModelRequestFields).toEqual(expected);
    fake.enqueue({ kind: 'text', chunks: ['Hi'] });
    for await (const _event of generator.streamText(textTask, 'x')) void _event;
    expect(fake.requests.at(-1)!.operation).toBe('converse-stream');
    expect(fake.requests.at(-1)!.body.additionalModelRequestFields).toEqual(expected);
  });

  it('sends none to other model families', () => {
    expect(modelRequestFields('eu.amazon.nova-lite-v1:0', 'low')).toBeUndefined();
  });

  it('is refused, as Bedrock refuses it, when thinking would meet a forced tool', async () => {
    const thinking = withFields({ thinking: { type: 'adaptive' } });
    fake.enqueue({ kind: 'tool', inputs: [good] });
    await expect(thinking.generateObject(task, 'bakeries')).rejects.toMatchObject({ code: 'model_error' });
  });
});

describe('what a generation reports it has cost (the meter counts the last report when it ends early)', () => {
  // A fake of its own: a refusal test above leaves its queued answer behind.
  let fake: FakeBedrock;
  let generator: BedrockGenerator;
  beforeAll(async () => {
    ({ fake, generator } = await fakeGenerator());
  });
  afterAll(() => fake.close());
  const reports = () => {
    const seen: { inputTokens: number; outputTokens: number }[] = [];
    return { seen, cost: (usage: { inputTokens: number; outputTokens: number }) => void seen.push(usage) };
  };

  it('reports nothing it may have cost when Bedrock refused the call: nothing was read', async () => {
    const { seen, cost } = reports();
    fake.enqueue({ kind: 'error', status: 403, type: 'AccessDeniedException', message: 'no access' });
    await expect(generator.generateText(textTask, 'bread', undefined, cost)).rejects.toMatchObject({
      code: 'model_access',
    });
    expect(seen.at(-1)).toEqual({ inputTokens: 0, outputTokens: 0 });
  });

  it('counts a buffered call from the moment it is sent: its request and whole output cap, until Bedrock counts it', async () => {
    const { seen, cost } = reports();
    fake.enqueue({ kind: 'hang' });
    const cut = new AbortController();
    const sent = fake.requests.length;
    const asked = generator.generateObject(task, 'bread', cut.signal, cost);
    while (fake.requests.length === sent) await new Promise((resolve) => setTimeout(resolve, 5));
    cut.abort();
    await expect(asked).rejects.toBeDefined();
    expect(seen.at(-1)!.outputTokens).toBe(500);
    expect(seen.at(-1)!.inputTokens).toBeGreaterThan(Buffer.byteLength('Ideas about bread'));

    const answered = reports();
    fake.enqueue({ kind: 'tool', inputs: [{ ideas: [] }] }, { kind: 'tool', inputs: [{ ideas: [] }] });
    await expect(generator.generateObject(task, 'bread', undefined, answered.cost)).rejects.toThrow(
      'wrong shape',
    );
    // Both calls answered: Bedrock's count of each (the fake counts 120 input tokens a call).
    expect(answered.seen.at(-1)).toEqual({ inputTokens: 240, outputTokens: 0 });
  });

  it('counts a stream cut off midway as its request and the text written so far', async () => {
    const { seen, cost } = reports();
    fake.enqueue({ kind: 'text', chunks: Array.from({ length: 50 }, () => 'word '), tokenIntervalMs: 5 });
    const cut = new AbortController();
    let received = '';
    await expect(
      (async () => {
        for await (const event of generator.streamText(textTask, 'bread', cut.signal, cost)) {
          if (event.type === 'text') received += event.text;
          if (received.length >= 15) cut.abort();
        }
      })(),
    ).rejects.toBeDefined();
    const last = seen.at(-1)!;
    expect(last.outputTokens).toBeGreaterThanOrEqual(Buffer.byteLength(received));
    expect(last.outputTokens).toBeLessThan(Buffer.byteLength('word '.repeat(50)));
    expect(last.inputTokens).toBeGreaterThan(Buffer.byteLength('You write.bread'));
  });
});
