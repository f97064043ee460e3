/**
 * The headline rubric as data (explained in docs/headline-rubric.md). A scored criterion turns one measure of a
 * headline into points: all of them inside the good band, half inside the ok band, none outside, which is a fault
 * the verdict names. Suggestions (the formula of numbers, power and emotional words) are shown, never scored.
 */

export type FaultId = 'length' | 'words' | 'specific' | 'reason' | 'repeats' | 'grade';
export type SuggestionId = 'hook' | 'power' | 'emotion';
export type CriterionId = FaultId | SuggestionId;

export interface Band {
  min: number;
  max: number;
}

export interface Criterion {
  id: FaultId;
  label: string;
  points: number;
  /** Length takes its bands from the headline's channel (channels.ts). */
  good: Band;
  ok: Band;
  /** The rule in words, as the page and the docs state it. */
  rule: string;
  /** One-line hints: why a good measure works, how to fix one below or above the good band. */
  hints: { good: string; low: string; high: string };
  /** The fault a measure outside both bands is, named in the verdict: below the bands, above them. A criterion
   * without one only loses its points (a reading grade is a rough guide on a line of a few words). */
  fault?: { low: string; high: string };
}

export interface Suggestion {
  id: SuggestionId;
  label: string;
  rule: string;
  /** Shown when the headline already does it, the idea to try when it does not, and when it overdoes it. */
  hints: { has: string; try: string; many?: string };
}

export const criteria: readonly Criterion[] = [
  {
    id: 'length',
    label: 'Length for its channel',
    points: 30,
    good: { min: 25, max: 60 },
    ok: { min: 15, max: 70 },
    rule: 'Characters, judged for where the headline is read: 25–60 for a search result (half points 15–24 or 61–70), 15–50 for an email subject line (10–60), 15–70 for a social post (10–100), 20–70 for a video title (10–100).',
    hints: {
      good: 'Shows whole where it will be read.',
      low: 'Add the detail that says what the reader gets.',
      high: 'Trim it so it shows whole where it will be read.',
    },
    fault: { low: 'too short', high: 'too long' },
  },
  {
    id: 'words',
    label: 'Word count',
    points: 10,
    good: { min: 4, max: 12 },
    ok: { min: 3, max: 15 },
    rule: '4–12 words (half points for 3 or 13–15): readers take in a line of that size at a glance.',
    hints: {
      good: 'A line readers take in at a glance.',
      low: 'Two words rarely say what the reader gets: add one specific detail.',
      high: 'Trim filler words: 12 or fewer are read at a glance.',
    },
    fault: { low: 'too few words', high: 'too many words' },
  },
  {
    id: 'specific',
    label: 'Specific words',
    points: 20,
    good: { min: 3, max: Infinity },
    ok: { min: 2, max: 2 },
    rule: 'At least 3 words a reader can picture (half points for 2), not counting small words ("the", "of", "your") or filler ("solutions", "quality", "things").',
    hints: {
      good: 'Names things a reader can picture.',
      low: 'Vague: name the thing, the place or the result instead of "solutions" or "quality".',
      high: '',
    },
    fault: { low: 'vague', high: 'vague' },
  },
  {
    id: 'reason',
    label: 'Reason to read',
    points: 20,
    good: { min: 1, max: Infinity },
    ok: { min: 1, max: Infinity },
    rule: 'Gives the reader a reason to click: a benefit or outcome ("save", "avoid", "faster"), a question, a how or why, a deadline, a story, a number, or speaks to them ("you").',
    hints: {
      good: 'Tells the reader why it is worth their click.',
      low: 'No benefit: say what the reader gets, avoids or learns.',
      high: '',
    },
    fault: { low: 'no benefit or reason to read', high: 'no benefit or reason to read' },
  },
  {
    id: 'repeats',
    label: 'Repeated words',
    points: 10,
    good: { min: 0, max: 0 },
    ok: { min: 0, max: 0 },
    rule: 'No word a reader can picture used twice (its plural or other forms count as the same word).',
    hints: {
      good: 'Every word earns its place.',
      low: '',
      high: 'A word is used twice: keep it once and use the space for a detail.',
    },
    fault: { low: 'repeated words', high: 'repeated words' },
  },
  {
    id: 'grade',
    label: 'Reading grade',
    points: 10,
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

/** Ideas from the headline formula: some headlines gain from them, good ones do without. */
export const suggestions: readonly Suggestion[] = [
  {
    id: 'hook',
    label: 'Number or question',
    rule: 'A number ("7 ways", "seven") or a question can set an expectation.',
    hints: {
      has: 'A number or a question sets a clear expectation.',
      try: 'Could a number ("7 ways") or the reader’s own question sharpen it?',
    },
  },
  {
    id: 'power',
    label: 'Power words',
    rule: 'One or two words that promise value or ease ("proven", "simple"); three or more read as hype.',
    hints: {
      has: 'One or two power words add pull without hype.',
      try: 'A word such as "simple" or "proven" can add pull, if it is true.',
      many: 'Three or more read as hype: keep the strongest one or two.',
    },
  },
  {
    id: 'emotion',
    label: 'Emotional words',
    rule: 'A word that stirs a feeling ("surprising", "mistake", "love") can draw readers in.',
    hints: {
      has: 'A word that stirs a feeling draws readers in.',
      try: 'A word that stirs a feeling ("mistake", "love") can draw readers in, if it fits.',
    },
  },
];

/** Verdicts: a fault is 'Needs work' whatever the total; without one, Strong from 80, else Good. */
export const verdicts = { strong: { min: 80, label: 'Strong' }, good: 'Good', fault: 'Needs work' } as const;
