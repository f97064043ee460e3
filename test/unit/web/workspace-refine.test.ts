import { RefineRequestSchema } from '@lambdas/refine/contract';
import { declarationOf, textFieldOf, toolIds } from '@catalog/manifest';
import { tools } from '@/config/tools';
import { previousOf, refineBody } from '@/lib/workspace/refine-request';
import { firstLine, resultText } from '@/features/recent-results/result-text';
import type { HistoryEntry } from '@/lib/workspace/history';

const meta = { demo: false, usage: { inputTokens: 1, outputTokens: 2 } };

describe('a refinement’s request', () => {
  it('knows every declared tool, with the text field its declaration names', () => {
    expect(tools.map((tool) => tool.id).sort()).toEqual([...toolIds].sort());
    for (const tool of tools) expect(tool.textField).toBe(textFieldOf(declarationOf(tool.id)));
    expect(tools.filter((tool) => tool.textField).length).toBeGreaterThanOrEqual(4);
  });

  it('sends a streamed text under its tool’s answer field, with what the route measured first', () => {
    const checks = { checks: [] };
    expect(
      previousOf('landing-page-critique', { data: { text: '## Overview', ...meta }, streamData: checks }),
    ).toEqual({
      analysis: '## Overview',
      checks: [],
      ...meta,
    });
    expect(previousOf('content-brief', { data: { text: 'Brief', ...meta } })).toEqual({
      brief: 'Brief',
      ...meta,
    });
  });

  it('is one the refine route accepts, with the result’s own output language', () => {
    const body = refineBody(
      'headline-hook',
      { data: { text: '1. A headline', ...meta } },
      { kind: 'shorter' },
      'vi',
    );
    expect(RefineRequestSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      tool: 'headline-hook',
      outputLanguage: 'vi',
      previous: { result: '1. A headline' },
    });
  });
});

describe('a kept result as text', () => {
  const entry = (data: unknown, refined?: unknown): HistoryEntry => ({
    id: 'a',
    tool: 'blog-topic',
    at: 0,
    form: {},
    body: {},
    result: { data },
    refinements: refined ? [{ id: 'b', at: 1, label: 'Shorter', result: { data: refined } }] : [],
  });

  it('is its latest version: streamed text as written, a structured answer’s words without its meta', () => {
    expect(resultText(entry({ text: '# Brief\nBody' }, { text: '# Short' }))).toBe('# Short');
    expect(
      resultText(entry({ ideas: [{ title: 'Idea one', why: 'Because' }], demo: true, checks: ['x'] })),
    ).toBe('Idea one\n\nBecause');
  });

  it('names its first line past the headings, without Markdown marks', () => {
    expect(firstLine('\n## SEO Snapshot\n- Topic: pho\nmore')).toBe('Topic: pho');
    expect(firstLine('\n## 1. Only a heading')).toBe('Only a heading');
  });
});
