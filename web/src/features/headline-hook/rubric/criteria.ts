/**
 * The headline rubric as data (explained in docs/headline-rubric.md). Each criterion turns one
 * measure of a headline into points: all of them inside the good band, half inside the ok band,
 * none outside. The points add up to 100.
 */

export type CriterionId = 'length' | 'words' | 'hook' | 'power' | 'emotion' | 'grade';

export interface Band {
  min: number;
  max: number;
}

export interface Criterion {
  id: CriterionId;
  label: string;
  points: number;
  good: Band;
  ok: Band;
  /** The rule in words, as the page and the docs state it. */
  rule: string;
  /** One-line hints: why a good measure works, how to fix one below or above the good band. */
  hints: { good: string; low: string; high: string };
}

export const criteria: readonly Criterion[] = [
  {
    id: 'length',
    label: 'Length',
    points: 25,
    good: { min: 30, max: 60 },
    ok: { min: 20, max: 70 },
    rule: '30–60 characters (half points for 20–29 or 61–70): search results cut titles at about 60.',
    hints: {
      good: 'Fits the ~60-character cut of search results.',
      low: 'Add a specific detail or benefit: aim for 30–60 characters.',
      high: 'Cut it to 60 characters or fewer so search results show it whole.',
    },
  },
  {
    id: 'words',
    label: 'Word count',
    points: 15,
    good: { min: 6, max: 12 },
    ok: { min: 4, max: 15 },
    rule: '6–12 words (half points for 4–5 or 13–15).',
    hints: {
      good: 'In the 6–12 word range readers take in at a glance.',
      low: 'Add a word or two of specifics: 6–12 words works best.',
      high: 'Trim filler words: 6–12 words works best.',
    },
  },
  {
    id: 'hook',
    label: 'Number or question',
    points: 15,
    good: { min: 1, max: Infinity },
    ok: { min: 1, max: Infinity },
    rule: 'Uses a number (digits or words such as "seven") or ends with a question mark.',
    hints: {
      good: 'A number or a question sets a clear expectation.',
      low: 'Add a specific number ("7 ways") or ask the question your reader has.',
      high: '',
    },
  },
  {
    id: 'power',
    label: 'Power words',
    points: 15,
    good: { min: 1, max: 2 },
    ok: { min: 3, max: Infinity },
    rule: '1–2 words from the power word list (half points for 3 or more).',
    hints: {
      good: 'One or two power words add pull without hype.',
      low: 'Add a power word such as "proven", "simple" or "essential".',
      high: 'Three or more power words read as hype: keep the strongest one or two.',
    },
  },
  {
    id: 'emotion',
    label: 'Emotional words',
    points: 15,
    good: { min: 10, max: Infinity },
    ok: { min: 1, max: Infinity },
    rule: 'At least 10% of the words from the emotional word list (half points for fewer, but some).',
    hints: {
      good: 'At least one word in ten stirs a feeling.',
      low: 'Add a word that stirs a feeling, such as "surprising", "mistake" or "love".',
      high: '',
    },
  },
  {
    id: 'grade',
    label: 'Reading grade',
    points: 15,
    good: { min: 0, max: 9 },
    ok: { min: 0, max: 12 },
    rule: 'Flesch-Kincaid grade 9 or below (half points up to 12): a headline is one dense sentence, so one grade above the usual 8 for body copy.',
    hints: {
      good: 'Easy to read at a glance (grade 9 or below).',
      low: '',
      high: 'Swap long words for shorter ones: aim for grade 9 or below.',
    },
  },
];

/** Verdicts by total score, highest first. */
export const verdicts = [
  { min: 80, label: 'Strong' },
  { min: 60, label: 'Good' },
  { min: 0, label: 'Needs work' },
] as const;
