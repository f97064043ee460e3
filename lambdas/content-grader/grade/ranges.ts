/** Pure and browser-safe: how often a draft of its length should use a term, from how the sources use it. */
import type { RangeBand, TargetRange } from '../contract';

/** How often one source uses a term, heading topic or question (its rarest word's uses). */
export interface SourceUse {
  n: number;
  count: number;
}

/** The value at quantile `q` of sorted numbers, interpolated between neighbours. */
export function quantile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const below = Math.floor(at);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

/**
 * The range for a draft of `words` words, and where `count` stands in it: the middle half (first to third
 * quartile) of the sources' uses per 1,000 words, scaled to the draft's length, at least once. Sources that
 * never use it are left out: a term two of eight pages use is not a term to avoid. Without any source's
 * figure the range is "at least once".
 */
export function rangeOf(
  uses: readonly SourceUse[],
  sourceWords: ReadonlyMap<number, number>,
  words: number,
  count: number,
): TargetRange {
  const from = uses
    .filter((use) => use.count > 0 && (sourceWords.get(use.n) ?? 0) > 0)
    .map((use) => ({ ...use, words: sourceWords.get(use.n)! }));
  const rates = from.map((use) => (use.count * 1000) / use.words).sort((a, b) => a - b);
  const scaled = (rate: number) => Math.round((rate * words) / 1000);
  const low = rates.length ? Math.max(1, scaled(quantile(rates, 0.25))) : 1;
  const high = rates.length ? Math.max(low, scaled(quantile(rates, 0.75))) : undefined;
  const band: RangeBand = count < low ? 'under' : high !== undefined && count > high ? 'over' : 'within';
  return { low, ...(high === undefined ? {} : { high }), you: count, band, sources: from };
}

/** A target's uses in a text: the count of its rarest stem, since each of them is needed to name it. */
export const usesOf = (stems: readonly string[], counts: ReadonlyMap<string, number>): number =>
  stems.length ? Math.min(...stems.map((stem) => counts.get(stem) ?? 0)) : 0;

/** "3–6", "4", or "1+" when the sources give no figure. */
export const rangeText = ({ low, high }: Pick<TargetRange, 'low' | 'high'>): string =>
  high === undefined ? `${low}+` : high === low ? String(low) : `${low}–${high}`;
