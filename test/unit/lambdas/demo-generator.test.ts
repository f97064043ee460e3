import { ContentBriefRequestSchema } from '@lambdas/content-brief/contract';
import { demoBrief } from '@lambdas/content-brief/demo';
import { briefSections } from '@lambdas/content-brief/prompt';
import { briefTask } from '@lambdas/content-brief/task';
import { splitBrief } from '@lambdas/shared/documents/brief-sections';
import { chunksOf, DemoGenerator } from '@lambdas/shared/generator/demo';
import * as z from 'zod';
import type { ObjectTask } from '@lambdas/shared/generator/types';
import { briefBody } from '../../support/brief-fixtures';

const input = (overrides: Parameters<typeof briefBody>[0] = {}) =>
  ContentBriefRequestSchema.parse(briefBody(overrides));

describe('the demo generator', () => {
  it('chunks text into word groups that join back to the text', () => {
    const text = '## Title\n- one two  three\nfour';
    expect(chunksOf(text).join('')).toBe(text);
    expect(chunksOf(text).length).toBeGreaterThan(1);
  });

  it('streams the task’s demo answer and ends with demo meta', async () => {
    const events = [];
    for await (const event of new DemoGenerator(0).streamText(briefTask, input())) events.push(event);
    const text = events.flatMap((e) => (e.type === 'text' ? [e.text] : [])).join('');
    expect(text).toBe(demoBrief(input()));
    expect(events.at(-1)).toEqual({
      type: 'done',
      meta: { demo: true, usage: { inputTokens: expect.any(Number), outputTokens: expect.any(Number) } },
    });
  });

  it('writes a deterministic brief that depends on the input and has every section', () => {
    expect(demoBrief(input())).toBe(demoBrief(input()));
    expect(demoBrief(input({ topic: 'Cake pricing' }))).not.toBe(demoBrief(input()));
    expect(splitBrief(demoBrief(input())).map((s) => s.title)).toEqual([...briefSections]);
  });

  it('follows the options: plain language, numbered social posts, internal links', () => {
    expect(demoBrief(input({ experience_level: 'non-marketer' }))).toContain('Plain language');
    expect(demoBrief(input({ contentType: 'social-post' }))).toMatch(/Post 1:[\s\S]*Post 2:[\s\S]*Post 3:/);
    expect(demoBrief(input({ internalLinks: 'https://bakery.example/cakes' }))).toContain(
      'https://bakery.example/cakes',
    );
  });

  it('paces object answers like a stream, so a caller that goes away stops the wait', async () => {
    const schema = z.object({ ideas: z.array(z.string()).min(1) });
    const task: ObjectTask<string, typeof schema> = {
      name: 'ideas',
      tool: { name: 'answer', description: 'ideas' },
      schema,
      prompt: (topic) => ({ system: 'List ideas.', user: topic }),
      demo: async () => (topic) => ({ ideas: [`${topic} one`, `${topic} two`] }),
    };
    await expect(new DemoGenerator(0).generateObject(task, 'bread')).resolves.toMatchObject({
      object: { ideas: ['bread one', 'bread two'] },
    });
    await expect(new DemoGenerator(50).generateObject(task, 'bread', AbortSignal.abort())).rejects.toThrow(
      /aborted/i,
    );
  });
});
