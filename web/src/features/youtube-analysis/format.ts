import type { Video } from '@lambdas/shared/contracts/youtube';

/** How the grid can be ordered: YouTube's relevance order, or one of the figures. */
export const sortOptions = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'views', label: 'Views' },
  { value: 'outlier', label: 'Outlier score' },
  { value: 'date', label: 'Newest' },
] as const;

export type SortKey = (typeof sortOptions)[number]['value'];

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US');

/** A count as '1.2M' (the exact figure is for the tooltip), or null when YouTube does not publish it. */
export const shortCount = (count: number | null): string | null =>
  count === null ? null : compact.format(count);

/** The exact count with separators, e.g. '1,234,567'. */
export const exactCount = (count: number): string => whole.format(count);

/** '4.1× channel size'; two decimals below 1, so small ratios do not all read as 0. */
export function outlierLabel(score: number | null): string | null {
  if (score === null) return null;
  const digits = score < 1 ? 2 : 1;
  return `${score.toLocaleString('en-US', { maximumFractionDigits: digits })}× channel size`;
}

/** Engagement as a percentage, e.g. '3.2%'. */
export const engagementLabel = (rate: number | null): string | null =>
  rate === null ? null : `${(rate * 100).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;

/** A publish date as 'Mar 1, 2026', in UTC so every visitor sees the day YouTube reports. */
export const publishedLabel = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Unknown figures sort last whichever way the list is ordered. */
const byFigure = (figure: (video: Video) => number | null) => (a: Video, b: Video) =>
  (figure(b) ?? -Infinity) - (figure(a) ?? -Infinity);

/** The videos in the chosen order; relevance is the order YouTube gave. Never mutates the input. */
export function sortVideos(videos: readonly Video[], key: SortKey): Video[] {
  const list = [...videos];
  if (key === 'views') return list.sort(byFigure((v) => v.views));
  if (key === 'outlier') return list.sort(byFigure((v) => v.outlierScore));
  if (key === 'date') return list.sort(byFigure((v) => Date.parse(v.publishedAt)));
  return list;
}
