import type { PageCheck } from '../contracts/page-checks';
import { clip } from '../documents/text';
import type { TextStats } from './text-stats';
import { check, count, quoted } from './verdicts';

/** Where calls to action count as early: within the first screenful of words. */
export const EARLY_WORDS = 150;

const ENGLISH_ONLY = 'Measured for English copy only; this copy does not read as English.';

/** Word count, reading grade and calls to action: what pasted copy and a fetched page both allow. */
export function textChecks(
  text: TextStats,
  ctas: readonly { text: string; wordsBefore: number }[],
  english: boolean,
): PageCheck[] {
  const { words, sentences, grade } = text;
  const early = ctas.filter((cta) => cta.wordsBefore < EARLY_WORDS);
  const first = ctas[0];
  return [
    check(
      'word-count',
      'Word count',
      count(words, 'word'),
      'At least 150 words',
      words >= 150 ? 'pass' : words ? 'warn' : 'fail',
      words ? `Starts: "${clip(text.excerpt.slice(0, 300), 100)}"` : 'No visible text found.',
    ),
    check(
      'reading-grade',
      'Reading grade',
      words ? `Grade ${grade}` : 'Not measured',
      'Grade 9 or lower',
      !english || !words ? 'info' : grade <= 9 ? 'pass' : grade <= 12 ? 'warn' : 'fail',
      english
        ? `${count(words, 'word')} in ${count(sentences, 'sentence')}; longest: "${text.longest}"`
        : ENGLISH_ONLY,
    ),
    check(
      'cta-count',
      'Calls to action',
      count(ctas.length, 'call to action', 'calls to action'),
      'At least 1',
      ctas.length ? 'pass' : english ? 'fail' : 'info',
      ctas.length
        ? quoted(ctas.map((cta) => cta.text))
        : english
          ? 'No button or link opens with an action verb.'
          : ENGLISH_ONLY,
    ),
    check(
      'cta-early',
      `Calls to action in the first ${EARLY_WORDS} words`,
      count(early.length, 'call to action', 'calls to action'),
      'At least 1',
      early.length ? 'pass' : english ? 'warn' : 'info',
      early.length
        ? quoted(early.map((cta) => cta.text))
        : first
          ? `The first one, "${first.text}", comes after ${count(first.wordsBefore, 'word')}.`
          : english
            ? 'No call to action found.'
            : ENGLISH_ONLY,
    ),
  ];
}
