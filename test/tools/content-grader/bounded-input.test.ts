import { Lexer } from 'marked';
import { draftFromText, MAX_HEADINGS } from '../../../lambdas/content-grader/grade/draft';
import { clampNesting, MAX_NESTING } from '../../../lambdas/content-grader/grade/markdown';
import { analyseInSteps, TextWork } from '../../../lambdas/content-grader/text-work';
import { analyzer } from '../../../lambdas/shared/text-analysis';
import { boundedText, textLimits } from '../../../lambdas/shared/text-analysis/bounded-text';

/** The pasted texts that cost minutes of CPU or a 500 before the caps (issue 47). */
const hostile: Record<string, string> = {
  'a + 29,999 combining accents': `a${'\u0301'.repeat(29_999)}`,
  '`a-` × 15,000': 'a-'.repeat(15_000),
  '`&#1` × 10,000': '&#1'.repeat(10_000),
  'one 30,000-character word': 'x'.repeat(30_000),
  '2,000 `>`': '>'.repeat(2000),
  '3,000 `> `': '> '.repeat(3000),
  '3,000 `- `': `${'- '.repeat(3000)}x`,
  '3,000 `1. `': `${'1. '.repeat(3000)}x`,
  '15,000 headings': '## h\n'.repeat(6000),
};

const tokensOf = (text: string) => text.split(/\s+/).filter(Boolean);

describe('what the analysis reads of any pasted text', () => {
  it('skips tokens longer than a word, folds combining marks past three, and stops at 10,000 words', () => {
    const { text } = boundedText(`keep ${'x'.repeat(65)} a${'\u0301'.repeat(50)} ${'word '.repeat(12_000)}`);
    // The skipped token counts as read: the cap is on the work, not on what is kept.
    expect(tokensOf(text)).toHaveLength(textLimits.words - 1);
    expect(tokensOf(text).slice(0, 2)).toEqual(['keep', `a${'\u0301'.repeat(3)}`]);
    expect(Math.max(...tokensOf(text).map((token) => token.length))).toBeLessThanOrEqual(64);
  });

  it('keeps ordinary text as it was, line breaks included', () => {
    const prose = 'Feed your starter.\n\nCafé au lait, Việt Nam, naïve co-op.';
    expect(boundedText(prose)).toEqual({ text: prose, tokens: 10 });
  });

  it('counts a 20,000-word text as its first 10,000, read whole or in steps', async () => {
    const nlp = await analyzer();
    const text = 'Flour feeds the starter. '.repeat(5000);
    const whole = nlp.analyse(text);
    expect(whole.counts.get('flour')).toBe(2500);
    // No deadline here: this compares counts, and a loaded machine must not refuse the steps.
    const stepped = await analyseInSteps(nlp, text, new TextWork(Number.POSITIVE_INFINITY));
    expect(stepped).toEqual(whole);
  });
});

describe('a pasted draft’s Markdown', () => {
  it('keeps at most eight container markers and sixteen columns of indentation on a line', () => {
    expect(clampNesting(`${'> '.repeat(20)}deep`)).toBe(`${'> '.repeat(MAX_NESTING)}deep`);
    expect(clampNesting(`${' '.repeat(40)}- item`)).toBe(`${' '.repeat(16)}- item`);
    const ordinary = '# Title\n\n> A quote\n> > nested\n\n- one\n  - two\n    1. three\n\n---\n';
    expect(clampNesting(ordinary)).toBe(ordinary);
  });

  it.each(Object.entries(hostile))('reads %s without throwing', (_name, text) => {
    const draft = draftFromText(text);
    expect(draft.subheadings.length).toBeLessThanOrEqual(MAX_HEADINGS);
    expect(draft.words).toBeGreaterThanOrEqual(0);
  });

  it('reads plain paragraphs when marked fails on a draft', () => {
    const lex = jest.spyOn(Lexer, 'lex').mockImplementation(() => {
      throw new RangeError('Maximum call stack size exceeded');
    });
    try {
      const draft = draftFromText('# Not a heading now\n\nFeed it daily.\n\nKeep it warm.');
      expect(draft).toMatchObject({ subheadings: [], words: 10 });
      expect(draft.text).toBe('# Not a heading now\nFeed it daily.\nKeep it warm.');
    } finally {
      lex.mockRestore();
    }
  });
});

describe('the grade’s CPU deadline', () => {
  it('refuses the step after the deadline with a 413, and counts what the steps cost', async () => {
    const work = new TextWork(0);
    await work.step(() => {
      for (let spin = Date.now(); Date.now() - spin < 2;);
    });
    expect(work.cpuMs).toBeGreaterThan(0);
    await expect(work.step(() => 'never')).rejects.toMatchObject({ status: 413 });
  });
});
