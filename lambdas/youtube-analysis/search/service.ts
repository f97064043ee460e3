import type { Video } from '../../shared/contracts/youtube';
import { RateLimitedError } from '../../shared/http/errors';
import type { YouTubeRepository } from '../../shared/repositories/youtube-repository';
import { SEARCH_COST_UNITS } from '../../shared/youtube/config';
import { YouTubeQuotaError } from '../../shared/youtube/errors';
import { normaliseKeyword } from '../../shared/youtube/keyword';
import { nextPacificMidnight, pacificDay } from '../../shared/youtube/pacific-day';
import type { YouTubeSearchResponse } from './contract';

const HOUR_MS = 3_600_000;
/** Counters outlive their day by two more, so an operator can still read yesterday's total. */
const COUNTER_KEPT_MS = 48 * HOUR_MS;

export interface YouTubeSearchDeps {
  store: Pick<
    YouTubeRepository,
    'cachedSearch' | 'saveSearch' | 'countVisitorKeyword' | 'reserveUnits' | 'markExhausted'
  >;
  /** Searches YouTube; absent when no API key is configured locally (demo mode). */
  search?: (keyword: string) => Promise<Video[]>;
  now: () => number;
  /** `visitorDailyKeywords`: new keywords one visitor may search per Pacific day (cached ones are free). */
  settings: { cacheTtlHours: number; dailyUnitBudget: number; visitorDailyKeywords: number };
  /** Told the day's units spent after each new search: the quota metric and its alarm. */
  onUnitsUsed?: (units: number) => void;
}

/** A visitor searched their day's share of new keywords: 429, until the Pacific day ends. */
const visitorLimit = (keywords: number, retryAfterSeconds: number) =>
  new RateLimitedError(
    `You have searched ${keywords} new keywords today, the most we allow one visitor. ` +
      'Keywords searched recently still work; new keywords can be searched again after midnight Pacific time.',
    Math.max(1, Math.ceil(retryAfterSeconds)),
  );

/**
 * The top videos for a keyword, for a visitor (the rate limiter's bucket). A cached keyword costs nothing;
 * a new one first counts against the visitor's new keywords for the day, so a few visitors cannot spend
 * the site's quota, then reserves its 102 units against the day's budget (Pacific time, as YouTube
 * counts), so the budget is never passed.
 */
export async function searchVideos(
  deps: YouTubeSearchDeps,
  topic: string,
  visitor: string,
): Promise<YouTubeSearchResponse> {
  const keyword = normaliseKeyword(topic);
  // Demo mode (local, no key; a deployed stage never falls back to it) loads its writer only when it runs.
  if (!deps.search)
    return { videos: (await import('./demo')).demoVideos(keyword), cached: false, demo: true };
  const now = deps.now();
  const hit = await deps.store.cachedSearch(keyword, now);
  if (hit) return { videos: hit.videos, cached: true, demo: false };

  const day = pacificDay(now);
  const dayEnds = nextPacificMidnight(now);
  const { visitorDailyKeywords } = deps.settings;
  if (!(await deps.store.countVisitorKeyword(day, visitor, visitorDailyKeywords, dayEnds + COUNTER_KEPT_MS)))
    throw visitorLimit(visitorDailyKeywords, (dayEnds - now) / 1000);
  const used = await deps.store.reserveUnits(
    day,
    SEARCH_COST_UNITS,
    deps.settings.dailyUnitBudget,
    dayEnds + COUNTER_KEPT_MS,
  );
  if (used === undefined) throw new YouTubeQuotaError((dayEnds - now) / 1000);
  deps.onUnitsUsed?.(used);

  let videos: Video[];
  try {
    videos = await deps.search(keyword);
  } catch (err) {
    // YouTube counts differently from us (other callers, earlier failures): believe it for the day.
    if (err instanceof YouTubeQuotaError) await deps.store.markExhausted(day, dayEnds + COUNTER_KEPT_MS);
    throw err;
  }
  await deps.store.saveSearch(keyword, videos, now, now + deps.settings.cacheTtlHours * HOUR_MS);
  return { videos, cached: false, demo: false };
}
