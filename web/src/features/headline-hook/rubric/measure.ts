import type { CriterionId } from './criteria';
import { readingGrade, wordsOf } from '@lambdas/shared/documents/reading-grade';
import { EMOTIONAL_WORDS, NUMBER_WORDS, POWER_WORDS } from './word-lists';

const power = new Set(POWER_WORDS);
const emotional = new Set(EMOTIONAL_WORDS);
const numbers = new Set(NUMBER_WORDS);

/** A word on a list, also in its possessive form ("beginner's" is "beginner"). */
const onList = (list: Set<string>, word: string) => list.has(word) || list.has(word.replace(/'s$/, ''));

const quoteAll = (found: string[]) => found.map((word) => `"${word}"`).join(', ');

/** One measure of a headline: the number the rubric's bands judge, and how to show it. */
export interface Measure {
  measure: number;
  value: string;
}

/** Every measure the rubric scores, from the headline's text alone. */
export function measure(headline: string): Record<CriterionId, Measure> {
  const text = headline.trim();
  const words = wordsOf(text);
  const count = words.length;
  const hasNumber = /\d/.test(text) || words.some((word) => numbers.has(word));
  const isQuestion = /\?["”'’)]*$/.test(text);
  const powerFound = words.filter((word) => onList(power, word));
  const emotionalFound = words.filter((word) => onList(emotional, word));
  const share = count ? Math.round((emotionalFound.length / count) * 100) : 0;
  const grade = Math.round(readingGrade(words));
  const hook = [hasNumber && 'Number', isQuestion && 'Question'].filter(Boolean).join(' and ');
  return {
    length: { measure: text.length, value: `${text.length} characters` },
    words: { measure: count, value: `${count} ${count === 1 ? 'word' : 'words'}` },
    hook: { measure: hasNumber || isQuestion ? 1 : 0, value: hook || 'Neither' },
    power: { measure: powerFound.length, value: powerFound.length ? quoteAll(powerFound) : 'None' },
    emotion: {
      measure: share,
      value: emotionalFound.length ? `${share}%: ${quoteAll(emotionalFound)}` : 'None',
    },
    grade: { measure: grade, value: `Grade ${grade}` },
  };
}
