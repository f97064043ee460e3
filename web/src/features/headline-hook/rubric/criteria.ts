/**
 * The headline rubric as data (explained in docs/headline-rubric.md). A scored criterion turns one measure of a
 * headline into points: all of them at the ideal, fewer the further from it inside the good band (so good
 * headlines still rank), none in the ok band, none outside it either, which is a fault the verdict names. Suggestions (the formula of numbers, power and emotional words) are shown, never scored.
 */

export type FaultId = 'length' | 'words' | 'specific' | 'reason' | 'repeats' | 'grade' | 'balance';
export type SuggestionId = 'hook' | 'power' | 'emotion';
export type CriterionId = FaultId | SuggestionId;

export interface Band {
  min: number;
  max: number;
}

export interface Criterion {
  id: FaultId;
  label: string;
  /** The label in the line of points every headline shows ('Length 28/30'). */
  short: string;
  points: number;
  /** Length takes its bands from the headline's channel (channels.ts). */
  good: Band;
  ok: Band;
  /** Inside the good band, the measure that earns every point; the rest of the good band earns fewer, the
   * further from it the fewer (so good headlines still rank). Without one, the whole good band earns all. */
  ideal?: Band;
  /** The rule in words, as the page and the docs state it. */
  rule: string;
  /** One-line hints: why an ideal measure works, how to improve one below or above the ideal. */
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
    short: 'Length',
    points: 30,
    good: { min: 25, max: 60 },
    ok: { min: 15, max: 70 },
    ideal: { min: 50, max: 60 },
    rule: 'Characters, judged for where the headline is read: every point at 50–60 for a search result, fewer down to 25, none but no fault 15–24 or 61–70; 42–50 for an email subject line (15–50, 10–60), 45–70 for a social post (15–70, 10–100) or a video title (20–70, 10–100).',
    hints: {
      good: 'Uses the space it is shown in, and shows whole.',
      low: 'Room for one more detail: say what the reader gets.',
      high: 'Trim it so it shows whole where it will be read.',
    },
    fault: { low: 'too short', high: 'too long' },
  },
  {
    id: 'words',
    label: 'Word count',
    short: 'Words',
    points: 3,
    good: { min: 4, max: 12 },
    ok: { min: 3, max: 15 },
    ideal: { min: 6, max: 9 },
    rule: 'Every point at 6–9 words, fewer out to 4 or 12, none but no fault at 3 or 13–15: readers take in a line of that size at a glance.',
    hints: {
      good: 'A line readers take in at a glance.',
      low: 'Add one specific detail: 6–9 words say what the reader gets.',
      high: 'Trim filler words: 9 or fewer are read at a glance.',
    },
    fault: { low: 'too few words', high: 'too many words' },
  },
  {
    id: 'specific',
    label: 'Specificity',
    short: 'Specificity',
    points: 25,
    good: { min: 3, max: Infinity },
    ok: { min: 2, max: 2 },
    ideal: { min: 6, max: Infinity },
    rule: 'Words a reader can picture, not small words ("the", "of", "your") or filler ("solutions", "quality"); a number counts once more. Every point from 6, fewer down to 3, none but no fault at 2.',
    hints: {
      good: 'Names things, numbers and outcomes a reader can picture.',
      low: 'Name the thing, the number or the result, not "solutions" or "quality".',
      high: '',
    },
    fault: { low: 'vague', high: 'vague' },
  },
  {
    id: 'reason',
    label: 'Clarity of benefit',
    short: 'Benefit',
    points: 25,
    good: { min: 1, max: Infinity },
    ok: { min: 1, max: Infinity },
    ideal: { min: 4, max: Infinity },
    rule: 'A statement earns a little; each cue to the benefit earns more: an outcome ("save", "avoid", "faster"), a question, a how or why, a deadline, a number, a power or emotional word, or speaking to the reader ("you"). Every point from three cues; a bare label is a fault.',
    hints: {
      good: 'Says plainly what the reader gets from the click.',
      low: 'Say what the reader gets, avoids or learns: an outcome, a number or a deadline.',
      high: '',
    },
    fault: { low: 'no benefit or reason to read', high: 'no benefit or reason to read' },
  },
  {
    id: 'repeats',
    label: 'Repeated words',
    short: 'Repeats',
    points: 2,
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
    label: 'Reading ease',
    short: 'Reading ease',
    points: 10,
    good: { min: 0, max: 9 },
    ok: { min: 0, max: 12 },
    ideal: { min: 0, max: 3 },
    rule: 'Flesch-Kincaid grade: every point at 3 or below, fewer up to 9, none at 10–12 and above (never a fault: a rough guide on a line of a few words).',
    hints: {
      good: 'Short, common words: read at a glance.',
      low: '',
      high: 'Swap a long word for a shorter one: grade 3 or below reads at a glance.',
    },
  },
  {
    id: 'balance',
    label: 'Word balance',
    short: 'Balance',
    points: 5,
    good: { min: 34, max: 90 },
    ok: { min: 20, max: 100 },
    ideal: { min: 50, max: 70 },
    rule: 'The share of words a reader can picture: every point at 50–70 %, fewer out to 34 % or 90 %, none but no fault beyond (never a fault).',
    hints: {
      good: 'Detail and small words in balance: a sentence with things in it.',
      low: 'Mostly small words: swap one for the thing or result you mean.',
      high: 'Mostly names in a row: a linking word ("for", "that", "how") makes it read as a sentence.',
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
