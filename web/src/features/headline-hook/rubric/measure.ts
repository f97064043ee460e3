import { eng } from 'stopword';
import { stemmer } from 'stemmer';
import { readingGrade, wordsOf } from '@lambdas/shared/documents/reading-grade';
import type { CriterionId } from './criteria';
import { REASON_WORDS, VAGUE_WORDS } from './fault-words';
import { EMOTIONAL_WORDS, NUMBER_WORDS, POWER_WORDS } from './word-lists';

const power = new Set(POWER_WORDS);
const emotional = new Set(EMOTIONAL_WORDS);
const numbers = new Set(NUMBER_WORDS);
const reasons = new Set(REASON_WORDS);
const stop = new Set(eng);
const small = new Set([...eng, ...VAGUE_WORDS]);

/** The most words a bare label has: past it, a headline lists enough to say something. */
const LABEL_WORDS = 4;

/** A word on a list, also in its possessive or -s form ("beginner's" is "beginner", "wins" is "win"). */
const onList = (list: Set<string>, word: string) =>
  list.has(word) ||
  list.has(word.replace(/'s$/, '')) ||
  (word.length > 3 && list.has(word.replace(/s$/, '')));

const quoteAll = (found: readonly string[]) => found.map((word) => `"${word}"`).join(', ');

/** One measure of a headline: the number the rubric's bands judge, and how to show it. */
export interface Measure {
  measure: number;
  value: string;
}

/** Words a reader can picture: not small words, not filler; a number counts. */
const specificOf = (words: readonly string[]) =>
  words.filter((word) => /\d/.test(word) || (word.length > 2 && !onList(small, word)));

/** Specific words used more than once, by stem ("boiler" and "boilers" are one word). */
function repeatsOf(specific: readonly string[]): string[] {
  const seen = new Map<string, string>();
  const repeated = new Set<string>();
  for (const word of specific) {
    const stem = stemmer(word.replace(/'s$/, ''));
    if (seen.has(stem)) repeated.add(seen.get(stem)!);
    else seen.set(stem, word);
  }
  return [...repeated];
}

/** Every measure the rubric judges, from the headline's text alone. */
export function measure(headline: string): Record<CriterionId, Measure> {
  const text = headline.trim();
  const words = wordsOf(text);
  const count = words.length;
  const hasNumber = /\d/.test(text) || words.some((word) => numbers.has(word));
  const isQuestion = /\?["”'’)]*$/.test(text);
  const powerFound = words.filter((word) => onList(power, word));
  const emotionalFound = words.filter((word) => onList(emotional, word));
  const specific = specificOf(words);
  const repeats = repeatsOf(specific);
  const reasonFound = [
    ...new Set(words.filter((word) => onList(reasons, word))),
    ...powerFound,
    ...emotionalFound,
  ];
  const hook = [hasNumber && 'Number', isQuestion && 'Question'].filter(Boolean).join(' and ');
  // A headline that links its words ("the", "for", "that") or lists several says something; a bare label
  // of a few words ("Accounting Services", "Bread Basics") does not.
  const statement = count > LABEL_WORDS || words.some((word) => stop.has(word));
  const cues = [hook, quoteAll(reasonFound)].filter(Boolean).join(', ');
  const hasReason = Boolean(cues) || statement;
  // The clearer the benefit, the more it names: a statement alone is 1, each cue (a number, a question, an
  // outcome, power or emotional word) one more.
  const cueCount = (hasNumber ? 1 : 0) + (isQuestion ? 1 : 0) + reasonFound.length;
  const grade = Math.round(readingGrade(words));
  const balance = count ? Math.round((100 * specific.length) / count) : 0;
  return {
    balance: { measure: balance, value: `${balance} % picture words` },
    length: { measure: text.length, value: `${text.length} characters` },
    words: { measure: count, value: `${count} ${count === 1 ? 'word' : 'words'}` },
    // A number is the most specific detail a headline can give: it counts once more.
    specific: {
      measure: specific.length + (hasNumber ? 1 : 0),
      value: specific.length ? `${quoteAll(specific)}${hasNumber ? ', with a number' : ''}` : 'None',
    },
    reason: {
      measure: hasReason ? 1 + cueCount : 0,
      value: cues || (statement ? 'A statement, not a bare label' : 'A bare label: no benefit found'),
    },
    repeats: { measure: repeats.length, value: repeats.length ? quoteAll(repeats) : 'None' },
    grade: { measure: grade, value: `Grade ${grade}` },
    hook: { measure: hasNumber || isQuestion ? 1 : 0, value: hook || 'Neither' },
    power: { measure: powerFound.length, value: powerFound.length ? quoteAll(powerFound) : 'None' },
    emotion: {
      measure: emotionalFound.length,
      value: emotionalFound.length ? quoteAll(emotionalFound) : 'None',
    },
  };
}
