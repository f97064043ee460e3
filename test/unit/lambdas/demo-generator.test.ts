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
    const { content, sample } = demoBrief(input());
    expect(text).toBe(content);
    expect(events.at(-1)).toEqual({
      type: 'done',
      meta: {
        demo: true,
        sample,
        usage: { inputTokens: expect.any(Number), outputTokens: expect.any(Number) },
      },
    });
  });

  it('answers the written brief for the nearest archetype, at the length asked for, the same every time', () => {
    const brief = demoBrief(input()).content;
    expect(demoBrief(input()).content).toBe(brief);
    expect(splitBrief(brief).map((s) => s.title)).toEqual([...briefSections]);
    expect(demoBrief(input({ briefDepth: '2000+' })).content.length).toBeGreaterThan(brief.length);
    expect(
      demoBrief(input({ topic: 'Boiler servicing', primaryKeywords: ['boiler service'] })).sample.business,
    ).toBe('Copperline Plumbing & Heating');
  });

  it('frames the sample with the options: length, goal and reader lines of our own, numbered social posts', () => {
    expect(demoBrief(input({ experience_level: 'non-marketer' })).content).toContain('Plain language');
    expect(demoBrief(input({ briefDepth: '280-max' })).content).toMatch(/Draft post: .+/);
    expect(demoBrief(input({ contentType: 'social-post' })).content).toMatch(
      /Post 1:[\s\S]*Post 2:[\s\S]*Post 3:/,
    );
  });

  it('shows the visitor’s words only in the header’s labelled fields, never in the brief', () => {
    const answer = demoBrief(input({ topic: 'Zanzibar kite lessons for otters' }));
    expect(answer.content).not.toContain('Zanzibar');
    expect(answer.sample.fields).toContainEqual({
      label: 'Topic',
      value: 'Zanzibar kite lessons for otters',
    });
  });

  it('paces object answers like a stream, so a caller that goes away stops the wait', async () => {
    const schema = z.object({ ideas: z.array(z.string()).min(1) });
    const task: ObjectTask<string, typeof schema> = {
      name: 'ideas',
      tool: { name: 'answer', description: 'ideas' },
      schema,
      prompt: (topic) => ({ system: 'List ideas.', user: topic }),
      demo: async () => (topic) => ({
        content: { ideas: [`${topic} one`, `${topic} two`] },
        sample: { business: 'Test Co', kind: 'a test business', matched: false, fields: [] },
      }),
    };
    await expect(new DemoGenerator(0).generateObject(task, 'bread')).resolves.toMatchObject({
      object: { ideas: ['bread one', 'bread two'] },
    });
    await expect(new DemoGenerator(50).generateObject(task, 'bread', AbortSignal.abort())).rejects.toThrow(
      /aborted/i,
    );
  });
});
