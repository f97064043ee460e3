import { draftFromText } from '../../../lambdas/content-grader/grade/draft';
import { gradeDraft } from '../../../lambdas/content-grader/grade/grade';
import { targetsOf, type SourceFacts } from '../../../lambdas/content-grader/grade/targets';
import { analyzer } from '../../../lambdas/shared/text-analysis';

/** Three sources on sourdough starters: the topics, questions and terms they share. */
async function sources(): Promise<SourceFacts[]> {
  const nlp = await analyzer();
  const page = (n: number, extra: string) => {
    const text =
      `Feeding a sourdough starter with flour and water every day keeps the wild yeast active. ${extra}`.repeat(
        40,
      );
    const { counts, words } = nlp.analyse(text);
    return {
      n,
      read: true,
      wordCount: words * 2,
      outline: [
        { level: 2 as const, text: 'How to feed a sourdough starter' },
        { level: 2 as const, text: 'Choosing the right flour' },
        { level: 2 as const, text: 'Storing your starter in the fridge' },
        { level: 3 as const, text: 'How long does a starter last?' },
        { level: 2 as const, text: 'Conclusion' },
      ],
      questions: ['How long does a starter last?'],
      terms: [...counts].map(([key, count]) => ({ key, term: key, count })),
    };
  };
  return [
    page(1, 'Hydration matters.'),
    page(2, 'A warm kitchen helps.'),
    page(3, 'Discard before feeding.'),
  ];
}

const thin = `# Sourdough starter for beginners

A sourdough starter is flour and water. Feeding it daily keeps it active.

## How to feed a sourdough starter

Feed it flour and water each morning.
`;

const fuller = `${thin}
## Choosing the right flour for your starter

Whole wheat flour gives the wild yeast more to eat than white flour.

## Storing your starter in the fridge

A starter kept in the fridge needs feeding once a week.

## How long does a sourdough starter last?

A starter fed regularly lasts for years.
`;

describe('the measured grade', () => {
  it('marks the topics and questions a thin draft misses, and rises as they are added', async () => {
    const nlp = await analyzer();
    const targets = targetsOf('sourdough starter', await sources(), [], undefined, nlp);
    expect(targets.basis).toBe('sources');
    expect(targets.topics.map((topic) => topic.label)).toEqual([
      'How to feed a sourdough starter',
      'Choosing the right flour',
      'Storing your starter in the fridge',
    ]);
    const before = gradeDraft(draftFromText(thin), targets, nlp);
    const status = (grade: typeof before, label: string) =>
      grade.items.find((found) => found.label === label)?.status;
    expect(status(before, 'Choosing the right flour')).toBe('missing');
    expect(status(before, 'Storing your starter in the fridge')).toBe('missing');
    expect(before.questions).toEqual([{ question: 'How long does a starter last?', status: 'missing' }]);
    const after = gradeDraft(draftFromText(fuller), targets, nlp);
    expect(status(after, 'Choosing the right flour')).toBe('covered');
    expect(status(after, 'Storing your starter in the fridge')).toBe('covered');
    expect(after.questions[0]?.status).toBe('covered');
    expect(after.score).toBeGreaterThan(before.score);
  });

  it('grades against a brief’s headings and questions when one is chosen, and the page alone without either', async () => {
    const nlp = await analyzer();
    const brief = {
      headings: ['Storing your starter in the fridge'],
      questions: ['Can you freeze a starter?'],
    };
    const briefed = gradeDraft(draftFromText(thin), targetsOf('sourdough starter', [], [], brief, nlp), nlp);
    expect(briefed.basis).toBe('brief');
    expect(briefed.items.filter((found) => found.kind === 'topic').map((found) => found.status)).toEqual([
      'missing',
    ]);
    const alone = gradeDraft(
      draftFromText(thin),
      targetsOf('sourdough starter', [], [], undefined, nlp),
      nlp,
    );
    expect(alone.basis).toBe('page');
    expect(new Set(alone.items.map((found) => found.kind))).toEqual(
      new Set(['question', 'keyword', 'structure', 'length', 'reading']),
    );
    expect(Object.values(alone.weights).reduce((sum, weight) => sum + weight, 0)).toBeCloseTo(100, 0);
  });

  it('reads a pasted draft’s Markdown: its H1, subheadings, links and image alt text', () => {
    const draft = draftFromText(
      '# Title here\n\nSee [our shop](https://example.com) ![a loaf](loaf.jpg) ![](x.png)\n\n## Part one\n\n- a list item with [a link](https://example.org)\n',
    );
    expect(draft).toMatchObject({
      h1: 'Title here',
      subheadings: ['Part one'],
      links: 2,
      images: { total: 2, withAlt: 1 },
    });
    expect(draft.text).toContain('a list item with a link');
  });
});
