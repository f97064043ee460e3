import * as z from 'zod';
import { ContentBriefRequestSchema } from '@lambdas/content-brief/contract';
import { briefTask } from '@lambdas/content-brief/task';
import type { GenerationMeta } from '@lambdas/shared/contracts/generation';
import { meteredGenerator } from '@lambdas/shared/generator/metered';
import { DemoGenerator } from '@lambdas/shared/generator/demo';
import type { ObjectTask } from '@lambdas/shared/generator/types';
import { budgetMetricLine, emitBudgetMetric } from '@lambdas/shared/rate-limit/budget-metric';
import { budgetMetric } from '../../../infra/names';
import { briefBody } from '../../support/brief-fixtures';

describe('the metered generator', () => {
  const input = ContentBriefRequestSchema.parse(briefBody());
  const recording = () => {
    const metas: GenerationMeta[] = [];
    return {
      metas,
      generator: meteredGenerator(new DemoGenerator(0), async (meta) => void metas.push(meta)),
    };
  };

  it('records the usage of a streamed answer before its done event leaves', async () => {
    const { metas, generator } = recording();
    const events = [];
    for await (const event of generator.streamText(briefTask, input)) {
      if (event.type === 'done') expect(metas).toEqual([event.meta]);
      events.push(event);
    }
    expect(events.at(-1)?.type).toBe('done');
    expect(metas[0]!.usage.outputTokens).toBeGreaterThan(0);
  });

  it('records the usage of whole-text and structured answers', async () => {
    const { metas, generator } = recording();
    const text = await generator.generateText(briefTask, input);
    const Schema = z.object({ title: z.string() });
    const task: ObjectTask<string, typeof Schema> = {
      name: 'title',
      tool: { name: 'answer', description: 'A title' },
      schema: Schema,
      prompt: (topic) => ({ system: 'Write a title.', user: topic }),
      demo: async () => (topic) => ({
        content: { title: `All about ${topic}` },
        sample: { business: 'Test Co', kind: 'a test business', fields: [] },
      }),
    };
    const object = await generator.generateObject(task, 'bread');
    expect(metas).toEqual([text.meta, object.meta]);
    expect(generator.kind).toBe('demo');
  });
});

describe('the budget metric', () => {
  it('is one embedded-metric-format line CloudWatch turns into the metric the alarm watches', () => {
    const line = JSON.parse(budgetMetricLine('prod', 81.234, 1_700_000_000_000)) as Record<string, unknown>;
    expect(line).toEqual({
      _aws: {
        Timestamp: 1_700_000_000_000,
        CloudWatchMetrics: [
          {
            Namespace: budgetMetric.namespace,
            Dimensions: [['Stage']],
            Metrics: [{ Name: budgetMetric.name, Unit: 'Percent' }],
          },
        ],
      },
      Stage: 'prod',
      [budgetMetric.name]: 81.23,
    });
  });

  it('is written only inside Lambda, where CloudWatch reads it', () => {
    const lines: string[] = [];
    const saved = process.env.AWS_LAMBDA_FUNCTION_NAME;
    delete process.env.AWS_LAMBDA_FUNCTION_NAME;
    emitBudgetMetric('prod', 10, (line) => void lines.push(line));
    expect(lines).toEqual([]);
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'prod-content-brief';
    emitBudgetMetric('prod', 10, (line) => void lines.push(line));
    if (saved === undefined) delete process.env.AWS_LAMBDA_FUNCTION_NAME;
    else process.env.AWS_LAMBDA_FUNCTION_NAME = saved;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\{"_aws":.*\}\n$/);
  });
});
