/**
 * Public read routes: browsers keep an answer a minute, CloudFront five, and either may serve a
 * stale copy for an hour while it fetches a fresh one, so a publish shows within minutes.
 */
export const publicReadCache = {
  'Cache-Control': 'public, max-age=60, s-maxage=300, stale-while-revalidate=3600',
} as const;
