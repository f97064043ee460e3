import { useId } from 'react';
import type { TargetRange } from '@lambdas/content-grader/contract';
import { bandLabels } from '@lambdas/content-grader/documents/grade-sections';
import { rangeText } from '@lambdas/content-grader/grade/ranges';
import { formatNumber } from '@lambdas/shared/contracts/format-number';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';

const tone: Record<TargetRange['band'], string> = {
  under: 'border-amber-300 bg-amber-50 text-amber-900',
  within: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  over: 'border-rose-300 bg-rose-50 text-rose-900',
};

/** What the range rests on: each source's uses and words, by its number and domain. */
function basisOf(range: TargetRange, domains: ReadonlyMap<number, string>): string {
  if (!range.sources.length) return 'No source gives a figure for it: use it at least once.';
  const each = range.sources.map(
    ({ n, count, words }) =>
      `[${n}] ${domains.get(n) ?? 'a source'}: ${count} in ${formatNumber(words)} words`,
  );
  return `The middle half of these sources, per 1,000 words, scaled to your draft: ${each.join('; ')}.`;
}

/**
 * "3–6 (you: 1) under": the range for the draft's length and its count, the band in words as well as colour;
 * the sources it rests on show on hover or keyboard focus, and screen readers hear them as its description
 * (a hidden copy, so they are heard even when the tooltip closes as a phone scrolls the badge into view).
 */
export function RangeBadge({ range, domains }: { range: TargetRange; domains: ReadonlyMap<number, string> }) {
  const target = rangeText(range);
  const basis = basisOf(range, domains);
  const described = useId();
  return (
    <Tooltip content={basis}>
      <button
        type="button"
        data-testid="target-range"
        aria-describedby={described}
        className={cn(
          'inline-flex items-baseline gap-1 rounded border px-1.5 py-0.5 text-xs font-medium whitespace-nowrap',
          tone[range.band],
        )}
      >
        <span className="sr-only">Target </span>
        {target} (you: {range.you}) <span className="font-semibold">{bandLabels[range.band]}</span>
        <span id={described} hidden>
          {basis}
        </span>
      </button>
    </Tooltip>
  );
}
