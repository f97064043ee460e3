import { formatNumber } from '../contracts/format-number';
import type { CheckVerdict, PageCheck } from '../contracts/page-checks';
import { clip } from '../documents/text';

/** A check as the panel shows it; evidence is clipped so one long quote cannot flood it. */
export const check = (
  id: string,
  label: string,
  value: string,
  threshold: string,
  verdict: CheckVerdict,
  evidence: string,
): PageCheck => ({ id, label, value, threshold, verdict, evidence: clip(evidence, 160) });

/** '1 word', '3 words'. */
export const count = (n: number, noun: string, plural = `${noun}s`): string =>
  `${formatNumber(n)} ${n === 1 ? noun : plural}`;

/** Quoted items joined for evidence: '"Get started", "Book a demo"'. */
export const quoted = (items: readonly string[], max = 3): string =>
  items
    .slice(0, max)
    .map((item) => `"${clip(item, 60)}"`)
    .join(', ') + (items.length > max ? ` and ${items.length - max} more` : '');

/** pass inside [min, max], warn outside, fail when absent. */
export const lengthVerdict = (length: number | undefined, min: number, max: number): CheckVerdict =>
  length === undefined || length === 0 ? 'fail' : length >= min && length <= max ? 'pass' : 'warn';
