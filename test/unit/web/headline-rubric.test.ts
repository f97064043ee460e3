import { readFileSync } from 'node:fs';
import { criteria, type Criterion } from '@/features/headline-hook/rubric/criteria';
import { readingGrade, syllables, wordsOf } from '@lambdas/shared/documents/reading-grade';
import { measure } from '@/features/headline-hook/rubric/measure';
import { judge, scoreHeadline } from '@/features/headline-hook/rubric/score';
import { EMOTIONAL_WORDS, NUMBER_WORDS, POWER_WORDS } from '@/features/headline-hook/rubric/word-lists';
import { REASON_WORDS, VAGUE_WORDS } from '@/features/headline-hook/rubric/fault-words';

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
    const all = [...POWER_WORDS, ...EMOTIONAL_WORDS, ...NUMBER_WORDS, ...REASON_WORDS, ...VAGUE_WORDS];
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
    expect(m.emotion).toEqual({ measure: 2, value: '"costly", "mistakes"' });
    expect(measure('Bread Basics').hook).toEqual({ measure: 0, value: 'Neither' });
  });

  it("counts a possessive as its word (beginner's guide)", () => {
    expect(measure("The Secret's Out").emotion.value).toBe('"secret\'s"');
  });
});

describe('scoring a headline', () => {
  it('gives every point at the ideal, fewer the further from it in the good band, none outside', () => {
    const length = byId('length');
    expect(judge(length, 60)).toMatchObject({ status: 'good', points: 30, hint: length.hints.good });
    expect(judge(length, 50)).toMatchObject({ status: 'good', points: 30 });
    expect(judge(length, 40)).toMatchObject({ status: 'good', points: 18, hint: length.hints.low });
    expect(judge(length, 25)).toMatchObject({ status: 'good', points: 1, hint: length.hints.low });
    expect(judge(length, 65)).toMatchObject({ status: 'ok', points: 0, hint: length.hints.high });
    expect(judge(length, 20)).toMatchObject({ status: 'ok', points: 0, hint: length.hints.low });
    expect(judge(length, 71)).toMatchObject({ status: 'poor', points: 0, hint: length.hints.high });
  });

  it('ranks a specific headline with a clear benefit above a plain good one, neither a fault', () => {
    const plain = scoreHeadline('The Table Regulars Always Ask For');
    const sharp = scoreHeadline('Book Your Boiler Service by Friday and Save £60');
    expect(plain.faults).toEqual([]);
    expect(sharp.faults).toEqual([]);
    expect(sharp.total - plain.total).toBeGreaterThanOrEqual(20);
  });

  it('judges length for the channel: 71 characters fail a search result, not a video title', () => {
    const headline = 'Is Email Marketing Worth It for Owners of Small Neighbourhood Bakeries?';
    const search = scoreHeadline(headline, 'Blog Post');
    expect(criterion(headline, 'length')).toMatchObject({ value: '71 characters', status: 'poor' });
    expect(search.faults).toEqual(['too long for a search result']);
    expect(search.verdict).toBe('Needs work');
    expect(scoreHeadline(headline, 'Video').faults).toEqual([]);
    expect(
      scoreHeadline('Last Orders for the Summer Menu on Sunday Night', 'Email Subject Line').faults,
    ).toEqual([]);
    expect(
      scoreHeadline(
        'Last Orders for the Summer Menu on Sunday Night at Marigold Kitchen',
        'Email Subject Line',
      ).faults,
    ).toEqual(['too long for an email subject line']);
  });

  it('names a vague headline, a bare label with no benefit and a repeated word as faults', () => {
    expect(scoreHeadline('Quality Solutions for Everything You Need').faults).toEqual(['vague']);
    expect(scoreHeadline('Accounting Services').faults).toEqual([
      'too few words',
      'vague',
      'no benefit or reason to read',
    ]);
    expect(scoreHeadline('Stronger Knees, Stronger Back, in 12 Weeks').faults).toEqual(['repeated words']);
    expect(criterion('Fix the Boiler Before the Boilers Break', 'repeats').value).toBe('"boiler"');
  });

  it('makes the formula a suggestion: a plain, specific headline with no number, power or emotional word is Strong', () => {
    const plain = scoreHeadline('The Table Regulars Always Ask For');
    expect(plain).toMatchObject({ verdict: 'Good', faults: [] });
    expect(plain.suggestions.map((s) => [s.id, s.has])).toEqual([
      ['hook', false],
      ['power', false],
      ['emotion', false],
    ]);
    const hype = scoreHeadline('The Ultimate Proven Simple Guide to Bread');
    expect(hype.suggestions.find((s) => s.id === 'power')?.hint).toMatch(/hype/);
    expect(hype.faults).toEqual([]);
  });

  it('scores a hard word on a short line down, without calling it a fault', () => {
    const score = scoreHeadline('Emergency Plumber Available Now');
    expect(score.criteria.find((c) => c.id === 'grade')?.status).toBe('poor');
    expect(score.faults).toEqual([]);
  });
});
