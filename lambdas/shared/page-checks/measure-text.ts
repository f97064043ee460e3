import type { PageCheck } from '../contracts/page-checks';
import { wordsOf } from '../documents/reading-grade';
import { textCallsToAction } from './calls-to-action';
import { textChecks } from './text-checks';
import { TextStats } from './text-stats';
import { check, count } from './verdicts';

/** The first line of pasted copy read as its headline: short, and not a full sentence. */
function headlineCheck(firstLine: string): PageCheck {
  const words = wordsOf(firstLine).length;
  const headlineLike = words >= 3 && words <= 12 && firstLine.length <= 80 && !/[.]$/.test(firstLine);
  return check(
    'headline',
    'Headline (first line)',
    firstLine ? count(words, 'word') : 'Missing',
    '3–12 words, no full stop',
    !firstLine ? 'fail' : headlineLike ? 'pass' : 'warn',
    firstLine ? `"${firstLine}"` : 'The copy is empty.',
  );
}

/** What pasted copy allows measuring: its headline-like first line, words, reading grade and calls to action. */
export function measureText(copy: string): PageCheck[] {
  const lines = copy
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const stats = new TextStats();
  for (const line of lines) {
    stats.addWords(line);
    stats.addBlock(line);
  }
  return [
    headlineCheck(lines[0] ?? ''),
    ...textChecks(stats, textCallsToAction(copy), stats.isEnglish(undefined)),
  ];
}
