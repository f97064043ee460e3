import * as z from '@lambdas/shared/contracts/zod';
import { toolInputSchema } from '@lambdas/shared/generator/tool-schema';
import { ideasSchemaFor as blogIdeasSchemaFor } from '@lambdas/blog-topic/task';
import { brandRoastTask } from '@lambdas/brand-roast/task';
import { ideasSchemaFor as contentIdeasSchemaFor } from '@lambdas/youtube-analysis/task';
import { presenceTask } from '@lambdas/show-up-online/task';

const zods = (schema: z.core.$ZodType) => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });

describe('the JSON schema of a Bedrock tool input', () => {
  it.each([
    ['idea-generator', contentIdeasSchemaFor(4)],
    ['blog-topic', blogIdeasSchemaFor(['pricing'])],
    ['show-up-online', presenceTask.schema],
    ['brand-roast', brandRoastTask.schema],
  ])('is what zod writes for the %s answer schema', (_, schema) => {
    expect(JSON.stringify(toolInputSchema(schema))).toBe(JSON.stringify(zods(schema)));
  });

  it('matches zod for optional fields, bare numbers and integers, and enums', () => {
    const schema = z.object({
      note: z.optional(z.string().check(z.maxLength(9))),
      score: z.number(),
      count: z.int().check(z.minimum(0)),
      mood: z.enum(['calm', 'loud']),
      tags: z.array(z.string()),
    });
    expect(JSON.stringify(toolInputSchema(schema))).toBe(JSON.stringify(zods(schema)));
  });

  it('refuses what it cannot write as zod would, rather than send a looser schema', () => {
    expect(() => toolInputSchema(z.object({ id: z.union([z.string(), z.number()]) }))).toThrow(
      'cannot convert a union schema',
    );
    expect(() => toolInputSchema(z.object({ site: z.url() }))).toThrow('a string_format check');
    expect(() => toolInputSchema(z.object({ n: z.number().check(z.gt(0)) }))).toThrow('an exclusive bound');
    expect(() =>
      toolInputSchema(z.object({ a: z.string() }).register(z.globalRegistry, { description: 'A' })),
    ).toThrow('metadata');
  });
});
