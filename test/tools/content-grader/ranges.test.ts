import { draftFromText } from '../../../lambdas/content-grader/grade/draft';
import { gradeDraft } from '../../../lambdas/content-grader/grade/grade';
import { quantile, rangeOf, rangeText } from '../../../lambdas/content-grader/grade/ranges';
import { targetsOf, type SourceFacts } from '../../../lambdas/content-grader/grade/targets';
import { analyzer } from '../../../lambdas/shared/text-analysis';

/** Four sources of 1,000 words using a term 2, 4, 6 and 8 times: 3.5 to 6.5 per 1,000 words in the middle. */
const uses = [2, 4, 6, 8].map((count, i) => ({ n: i + 1, count }));
const words = new Map(uses.map(({ n }) => [n, 1000]));

describe('a target range', () => {
  it('is the sources’ middle half per 1,000 words, scaled to the draft: twice the words, twice the range', () => {
    expect(quantile([2, 4, 6, 8], 0.25)).toBe(3.5);
    expect(rangeOf(uses, words, 1000, 5)).toMatchObject({ low: 4, high: 7, you: 5, band: 'within' });
    expect(rangeOf(uses, words, 2000, 5)).toMatchObject({ low: 7, high: 13, you: 5, band: 'under' });
    expect(rangeOf(uses, words, 1000, 9)).toMatchObject({ band: 'over' });
  });

  it('names the sources it rests on, leaves out those that never use it, and asks at least once', () => {
    const range = rangeOf([...uses, { n: 5, count: 0 }], new Map([...words, [5, 1000]]), 100, 0);
    expect(range.sources.map((source) => source.n)).toEqual([1, 2, 3, 4]);
    expect(range.sources[0]).toEqual({ n: 1, count: 2, words: 1000 });
    expect(range).toMatchObject({ low: 1, high: 1, band: 'under' });
    expect(rangeText(rangeOf([], words, 1000, 2))).toBe('1+');
    expect(rangeText(range)).toBe('1');
    expect(rangeText({ low: 3, high: 6 })).toBe('3–6');
  });
});

/** Three sources of 400 words on starters, each using "wild yeast" often and "fridge" in its headings. */
async function sources(): Promise<SourceFacts[]> {
  const nlp = await analyzer();
  return [1, 2, 3].map((n) => {
    const text = `Wild yeast lives in a sourdough starter. Keep the starter in the fridge. ${'Feed the wild yeast flour. '.repeat(n * 3)}`;
    const { counts } = nlp.analyse(text);
    return {
      n,
      read: true,
      wordCount: 400,
      outline: [{ level: 2 as const, text: 'Storing your starter in the fridge' }],
      questions: [],
      terms: [...counts].map(([key, count]) => ({ key, term: key, count })),
    };
  });
}

describe('ranges in the grade', () => {
  it('gives every term and heading topic its range and count, and marks over-use', async () => {
    const nlp = await analyzer();
    const targets = targetsOf('sourdough starter', await sources(), [], undefined, nlp);
    const draft = (yeast: number) =>
      draftFromText(
        `# Sourdough starter\n\n${'Wild yeast feeds on flour. '.repeat(yeast)}${'Water and warmth help it rise every single day. '.repeat(20)}`,
      );
    const grade = gradeDraft(draft(1), targets, nlp);
    const yeast = grade.items.find((item) => item.kind === 'term' && item.label === 'wild yeast')!;
    expect(yeast.range).toMatchObject({ you: 1, band: 'under' });
    expect(yeast.range!.low).toBeGreaterThan(1);
    expect(yeast.range!.sources).toHaveLength(3);
    const topic = grade.items.find((item) => item.kind === 'topic')!;
    expect(topic.range).toMatchObject({ you: 0, band: 'under' });
    const heavy = gradeDraft(draft(60), targets, nlp).items.find((item) => item.label === 'wild yeast')!;
    expect(heavy).toMatchObject({ status: 'partly', range: { band: 'over' } });
    expect(heavy.evidence).toMatch(/^Used 60 times: more than the sources' \d+–\d+ for [\d,]+ words/);
  });
});
