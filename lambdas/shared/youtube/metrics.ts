/** Two decimals are plenty for ratios shown as "4.1×" or "3.2%". */
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * Views divided by the channel's subscribers: how far a video travelled beyond its audience.
 * Null when either count is hidden or the channel has no subscribers to divide by.
 */
export function outlierScore(views: number | null, subscribers: number | null): number | null {
  if (views === null || subscribers === null || subscribers <= 0) return null;
  return round(views / subscribers, 2);
}

/**
 * (likes + comments) / views. Null when views are unknown or zero, or when likes or comments are
 * hidden: counting a hidden figure as 0 would understate the rate.
 */
export function engagementRate(
  views: number | null,
  likes: number | null,
  comments: number | null,
): number | null {
  if (views === null || views <= 0 || likes === null || comments === null) return null;
  return round((likes + comments) / views, 4);
}

/** A video's counts, each null when YouTube does not publish it. */
export interface VideoCounts {
  views: number | null;
  likes: number | null;
  comments: number | null;
  subscribers: number | null;
}

/** The counts with the two ratios derived from them. */
export const withRatios = (counts: VideoCounts) => ({
  ...counts,
  outlierScore: outlierScore(counts.views, counts.subscribers),
  engagementRate: engagementRate(counts.views, counts.likes, counts.comments),
});
