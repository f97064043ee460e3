import { ContentGraderRequestSchema, type Graded } from '../../../lambdas/content-grader/contract';
import { demoContentGrader } from '../../../lambdas/content-grader/demo';
import { basisLine, researchLine } from '../../../lambdas/content-grader/documents/grade-sections';
import { draftFromText } from '../../../lambdas/content-grader/grade/draft';
import { gradeDraft } from '../../../lambdas/content-grader/grade/grade';
import { impliedQuestions, intentOf } from '../../../lambdas/content-grader/grade/intent';
import { targetsOf } from '../../../lambdas/content-grader/grade/targets';
import { analyzer } from '../../../lambdas/shared/text-analysis';
import { COST_KEYWORD, fullCostDraft, thinCostDraft } from './drafts';

async function gradeAlone(draft: string, keyword = COST_KEYWORD) {
  const nlp = await analyzer();
  return gradeDraft(draftFromText(draft), targetsOf(keyword, [], [], undefined, nlp), nlp);
}

const graded = (grade: Awaited<ReturnType<typeof gradeAlone>>): Graded => ({
  ...grade,
  research: 'off',
  sources: [],
  researchNote: 'Live search is not turned on for this site.',
});

describe('what a keyword asks for', () => {
  it.each([
    [COST_KEYWORD, 'cost', 'a boiler service', 'Manchester'],
    ['how to bleed a radiator', 'how-to', 'bleed a radiator', undefined],
    ['best running shoes for flat feet', 'comparison', 'running shoes for flat feet', undefined],
    ['what is a sourdough starter', 'definition', 'a sourdough starter', undefined],
    ['yoga for beginners near me', 'guide', 'yoga for beginners', 'your area'],
  ])('reads "%s" as %s about %s', (keyword, kind, subject, place) => {
    const intent = intentOf(keyword);
    expect([intent.kind, intent.subject, intent.place]).toEqual([kind, subject, place]);
  });

  it('implies the questions its readers ask, worded for its subject', () => {
    expect(impliedQuestions(intentOf(COST_KEYWORD))).toContain('What affects the price of a boiler service?');
  });
});

describe('a draft graded without sources', () => {
  it('scores a 150-word draft for a cost keyword below 60, and lists what to add', async () => {
    const grade = await gradeAlone(thinCostDraft);
    expect(grade.words).toBeGreaterThanOrEqual(145);
    expect(grade.score).toBeLessThan(60);
    const missing = grade.items.filter((item) => item.status === 'missing').map((item) => item.label);
    expect(missing).toEqual(
      expect.arrayContaining([
        'Prices',
        'H2 sections',
        'What affects the price of a boiler service?',
        'Length',
      ]),
    );
    expect(Object.keys(grade.weights).sort()).toEqual([
      'keyword',
      'length',
      'question',
      'reading',
      'structure',
    ]);
  });

  it('keeps an 800-word draft that passes every check below 100, and says it is draft only', async () => {
    const grade = await gradeAlone(fullCostDraft);
    expect(grade.words).toBeGreaterThanOrEqual(800);
    expect(grade.items.every((item) => item.status === 'covered')).toBe(true);
    expect(grade.score).toBe(90);
    expect(basisLine(graded(grade))).toMatch(
      /^Draft only: graded on what your draft shows, without the pages/,
    );
    expect(researchLine(graded(grade))).toBe(
      'Written without live search data: Live search is not turned on for this site.',
    );
  });

  it('never writes "Nothing to add" for a draft no source was compared with', async () => {
    const grade = await gradeAlone(fullCostDraft);
    const request = ContentGraderRequestSchema.parse({ mode: 'text', keyword: COST_KEYWORD, draft: 'x' });
    const { content } = demoContentGrader({ request, draftText: '', grade, sources: [] });
    expect(content).not.toContain('Nothing to add');
    expect(content).toContain('no page that ranks was compared with it');
  });

  it('words one source and one page in the singular', () => {
    const one = {
      n: 1,
      title: 'A',
      url: 'https://a.example/',
      domain: 'a.example',
      wordCount: 900,
      headings: [],
      read: true,
    };
    const grade = {
      ...graded({ score: 50, weights: {}, basis: 'sources', items: [], terms: [], questions: [], words: 10 }),
      research: 'live' as const,
      sources: [one],
    };
    expect(basisLine(grade)).toBe('Graded against 1 page that ranks today.');
  });
});
