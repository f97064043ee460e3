import { formatNumber } from '../contracts/format-number';
import type { CheckVerdict, PageCheck } from '../contracts/page-checks';
import { clip } from '../documents/text';

/** The most a check's value or evidence holds: a page's attribute can be megabytes long. */
const VALUE_CHARS = 200;
const EVIDENCE_CHARS = 160;

/** Longer than any language tag or card type: what a page sets there beyond it is not one. */
export const SHORT_VALUE_CHARS = 40;

/** A check as the panel (and the model) sees it; value and evidence are clipped so no page can flood either. */
export const check = (
  id: string,
  label: string,
  value: string,
  threshold: string,
  verdict: CheckVerdict,
  evidence: string,
): PageCheck => ({
  id,
  label,
  value: clip(value, VALUE_CHARS),
  threshold,
  verdict,
  evidence: clip(evidence, EVIDENCE_CHARS),
});

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
