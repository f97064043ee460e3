import { readFileSync } from 'node:fs';
import { criteria, type Criterion } from '@/features/headline-hook/rubric/criteria';
import { readingGrade, syllables, wordsOf } from '@lambdas/shared/documents/reading-grade';
import { measure } from '@/features/headline-hook/rubric/measure';
import { judge, scoreHeadline } from '@/features/headline-hook/rubric/score';
import { EMOTIONAL_WORDS, NUMBER_WORDS, POWER_WORDS } from '@/features/headline-hook/rubric/word-lists';

const byId = (id: Criterion['id']) => criteria.find((c) => c.id === id)!;
const criterion = (headline: string, id: Criterion['id']) =>
  scoreHeadline(headline).criteria.find((c) => c.id === id)!;

describe('the headline rubric data', () => {
  it('adds up to 100 points and keeps each good band inside its ok band', () => {
    expect(criteria.reduce((sum, c) => sum + c.points, 0)).toBe(100);
    for (const c of criteria) {
      expect(c.ok.min <= c.good.min || c.ok.min > c.good.max).toBe(true);
      expect(c.hints.good).not.toBe('');
    }
  });

  it('keeps every word on one list only, in lower case', () => {
    const all = [...POWER_WORDS, ...EMOTIONAL_WORDS, ...NUMBER_WORDS];
    expect(new Set(all).size).toBe(all.length);
    expect(all.every((word) => word === word.toLowerCase())).toBe(true);
  });

  it('is published in docs/headline-rubric.md with each criterion and its points', () => {
    const docs = readFileSync('docs/headline-rubric.md', 'utf8');
    for (const c of criteria) expect(docs).toMatch(new RegExp(`\\| ${c.label}\\s+\\|\\s+${c.points} \\|`));
  });
});

describe('measuring a headline', () => {
  it('counts words without punctuation, keeping contractions and hyphenated words whole', () => {
    expect(wordsOf('“Don’t Miss This: A Step-by-Step Guide!” — 2025')).toEqual([
      "don't",
      'miss',
      'this',
      'a',
      'step-by-step',
      'guide',
      '2025',
    ]);
  });

  it('counts syllables by vowel groups, with a silent final e', () => {
    expect(['cake', 'bakery', 'marketing', 'email', 'the', 'simple', 'tried'].map(syllables)).toEqual([
      1, 3, 3, 2, 1, 2, 1,
    ]);
  });

  it('computes the Flesch-Kincaid grade of one sentence, never below zero', () => {
    expect(readingGrade(['why', 'bread', 'sells'])).toBe(0);
    expect(readingGrade(wordsOf('Why Email Marketing Works Better Than You Think'))).toBeCloseTo(5.23, 2);
  });

  it('finds numbers in digits or words, questions, power and emotional words', () => {
    const m = measure('Seven Proven Ways to Avoid Costly Mistakes?');
    expect(m.hook).toEqual({ measure: 1, value: 'Number and Question' });
    expect(m.power).toEqual({ measure: 1, value: '"proven"' });
    expect(m.emotion).toEqual({ measure: 29, value: '29%: "costly", "mistakes"' });
    expect(measure('Bread Basics').hook).toEqual({ measure: 0, value: 'Neither' });
  });

  it("counts a possessive as its word (beginner's guide)", () => {
    expect(measure("The Secret's Out").emotion.value).toBe('33%: "secret\'s"');
  });
});

describe('scoring a headline', () => {
  it('gives full points in the good band, half in the ok band and none outside', () => {
    const length = byId('length');
    expect(judge(length, 60)).toMatchObject({ status: 'good', points: 25 });
    expect(judge(length, 65)).toMatchObject({ status: 'ok', points: 12, hint: length.hints.high });
    expect(judge(length, 25)).toMatchObject({ status: 'ok', points: 12, hint: length.hints.low });
    expect(judge(length, 71)).toMatchObject({ status: 'poor', points: 0, hint: length.hints.high });
  });

  it('flags a headline past the ~60-character search cut with the fix', () => {
    const result = criterion(
      'Is Email Marketing Worth It for Owners of Small Neighbourhood Bakeries?',
      'length',
    );
    expect(result).toMatchObject({ value: '71 characters', status: 'poor' });
    expect(result.hint).toBe('Cut it to 60 characters or fewer so search results show it whole.');
  });

  it('gives half points for three or more power words, as hype', () => {
    expect(criterion('The Ultimate Proven Simple Guide to Bread', 'power')).toMatchObject({
      status: 'ok',
      points: 7,
    });
  });

  it('adds the criteria up to a total and a verdict', () => {
    const strong = scoreHeadline('7 Simple Mistakes That Cost You Customers');
    expect(strong.criteria.every((c) => c.status === 'good')).toBe(true);
    expect(strong).toMatchObject({ total: 100, verdict: 'Strong' });
    const good = scoreHeadline('7 Surprising Mistakes That Cost Bakeries Customers');
    expect(good.criteria.map((c) => c.status)).toEqual(['good', 'good', 'good', 'poor', 'good', 'ok']);
    expect(good).toMatchObject({ total: 77, verdict: 'Good' });
    expect(scoreHeadline('Bread')).toMatchObject({ verdict: 'Needs work' });
  });
});
