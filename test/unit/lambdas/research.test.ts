import type { ContentBlock } from '@aws-sdk/client-bedrock-runtime';
import {
  recommendedWords,
  ResearchSourceSchema,
  sourcesSections,
  type ResearchSource,
} from '@lambdas/shared/contracts/research';
import type { GenerationMeter } from '@lambdas/shared/generator/metered';
import { capacityReached } from '@lambdas/shared/rate-limit/generation-budget';
import { citedPages } from '@lambdas/shared/research/citations';
import { isQuestion } from '@lambdas/shared/research/measure-source';
import { normalisedKeyword, researchKeyword, type ResearchDeps } from '@lambdas/shared/research/research';

const cite = (url: string, domain?: string, title?: string): ContentBlock =>
  ({
    citationsContent: {
      content: [{ text: 'a claim' }],
      citations: [{ ...(title ? { title } : {}), location: { web: { url, ...(domain ? { domain } : {}) } } }],
    },
  }) as ContentBlock;

describe('citedPages', () => {
  it('keeps distinct http(s) pages in the order first cited, without fragments, at most 8', () => {
    const content = [
      { text: 'Intro' } as ContentBlock,
      cite('https://www.a.example/guide#part-2', 'www.a.example', 'A guide'),
      cite('https://www.a.example/guide'),
      cite('javascript:alert(1)'),
      cite('not a url'),
      ...Array.from({ length: 10 }, (_, i) => cite(`https://b${i}.example/`)),
    ];
    const pages = citedPages(content);
    expect(pages).toHaveLength(8);
    expect(pages[0]).toEqual({ title: 'A guide', url: 'https://www.a.example/guide', domain: 'a.example' });
    expect(pages[1]).toEqual({ title: 'b0.example', url: 'https://b0.example/', domain: 'b0.example' });
  });

  it('finds nothing in an answer without citations', () => {
    expect(citedPages([{ text: 'no sources' } as ContentBlock])).toEqual([]);
    expect(citedPages(undefined)).toEqual([]);
  });
});

describe('what research derives', () => {
  const source = (n: number, wordCount: number, read = true): ResearchSource => ({
    n,
    title: `Page ${n}`,
    url: `https://p${n}.example/`,
    domain: `p${n}.example`,
    wordCount,
    headings: [],
    read,
  });

  it('recommends the median length of the pages read, to the nearest 50 words', () => {
    expect(recommendedWords([source(1, 400), source(2, 1210), source(3, 2400), source(4, 0, false)])).toBe(
      1200,
    );
    expect(recommendedWords([source(1, 1000), source(2, 1110)])).toBe(1050);
    expect(recommendedWords([source(1, 0, false)])).toBeUndefined();
  });

  it('lists the sources with their URLs for copies and documents', () => {
    expect(sourcesSections([source(1, 1800), source(2, 0, false)])).toEqual([
      {
        title: 'What Ranks Today',
        body: '- [1] Page 1 (p1.example), 1,800 words: https://p1.example/\n- [2] Page 2 (p2.example), not read: https://p2.example/',
      },
    ]);
    expect(sourcesSections([])).toEqual([]);
  });

  it('tells question headings from others', () => {
    expect(['Can I use tap water?', 'How to feed a starter', 'Why it fails'].every(isQuestion)).toBe(true);
    expect(['Ingredients', 'Showing the way', 'Shipping'].some(isQuestion)).toBe(false);
  });

  it('takes http(s) source links only: a data:, javascript: or vbscript: link is refused', () => {
    expect(ResearchSourceSchema.safeParse(source(1, 100)).success).toBe(true);
    for (const url of [
      'data:text/html,<b>x</b>',
      'javascript:alert(1)',
      'vbscript:msgbox(1)',
      'ftp://a.example/',
    ])
      expect([url, ResearchSourceSchema.safeParse({ ...source(1, 100), url }).success]).toEqual([url, false]);
  });

  it('caches one entry per keyword however it is typed', () => {
    expect(normalisedKeyword('  Sourdough   STARTER ')).toBe('sourdough starter');
  });
});

describe('researchKeyword', () => {
  const calls: string[] = [];
  const meter: GenerationMeter = {
    start: async (tokens) => void calls.push(`start ${tokens > 8000}`),
    settle: async (meta) => void calls.push(`settle ${meta.usage.inputTokens}`),
    release: async () => void calls.push('release'),
  };
  const deps = (overrides: Partial<ResearchDeps> = {}): ResearchDeps => ({
    store: { cached: async () => undefined, save: async () => undefined, countCall: async () => 1 },
    search: async () => ({ pages: [], usage: { inputTokens: 3000, outputTokens: 50 } }),
    fetch: async () => {
      throw new Error('unreachable');
    },
    meter,
    now: () => Date.parse('2026-11-26T10:00:00Z'),
    dailyCalls: 10,
    timeoutMs: 1000,
    ...overrides,
  });
  beforeEach(() => (calls.length = 0));

  it('meters the grounded search: reserved with the search results, settled to what Bedrock counted', async () => {
    const outcome = await researchKeyword('starter', 'en', deps(), AbortSignal.timeout(5000));
    expect(calls).toEqual(['start true', 'settle 3000']);
    expect(outcome.fields).toEqual({
      research: 'failed',
      sources: [],
      researchNote: 'Live search found no pages for this keyword.',
    });
  });

  it('writes without live data when the day’s budget refuses the search', async () => {
    const refusing = { ...meter, start: async () => Promise.reject(capacityReached(Date.now())) };
    const outcome = await researchKeyword(
      'starter',
      'en',
      deps({ meter: refusing }),
      AbortSignal.timeout(5000),
    );
    expect(outcome.fields.researchNote).toBe(
      "Live search was skipped: today's AI capacity is nearly used up.",
    );
  });

  it('gives the reservation back and says so when the search does not answer in time', async () => {
    const hanging = deps({
      search: (_prompt, signal) =>
        new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
      timeoutMs: 50,
    });
    const outcome = await researchKeyword('starter', 'en', hanging, AbortSignal.timeout(5000));
    expect(calls).toEqual(['start true', 'release']);
    expect(outcome.fields.researchNote).toBe('Live search did not answer in time.');
  });
});
