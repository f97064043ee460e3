import type { Video } from '../shared/contracts/youtube';
import type { YouTubeRepository } from '../shared/repositories/youtube-repository';
import { SEARCH_COST_UNITS } from '../shared/youtube/config';
import { YouTubeQuotaError } from '../shared/youtube/errors';
import { normaliseKeyword } from '../shared/youtube/keyword';
import { nextPacificMidnight, pacificDay } from '../shared/youtube/pacific-day';
import type { YouTubeSearchResponse } from './contract';

const HOUR_MS = 3_600_000;
/** Counters outlive their day by two more, so an operator can still read yesterday's total. */
const COUNTER_KEPT_MS = 48 * HOUR_MS;

export interface YouTubeSearchDeps {
  store: Pick<YouTubeRepository, 'cachedSearch' | 'saveSearch' | 'reserveUnits' | 'markExhausted'>;
  /** Searches YouTube; absent when no API key is configured locally (demo mode). */
  search?: (keyword: string) => Promise<Video[]>;
  now: () => number;
  settings: { cacheTtlHours: number; dailyUnitBudget: number };
  /** Told the day's units spent after each new search: the quota metric and its alarm. */
  onUnitsUsed?: (units: number) => void;
}

/**
 * The top videos for a keyword. A cached keyword costs nothing; a new one first reserves its 102
 * units against the day's budget (Pacific time, as YouTube counts), so the budget is never passed.
 */
export async function searchVideos(deps: YouTubeSearchDeps, topic: string): Promise<YouTubeSearchResponse> {
  const keyword = normaliseKeyword(topic);
  // Demo mode (local, no key; a deployed stage never falls back to it) loads its writer only when it runs.
  if (!deps.search)
    return { videos: (await import('./demo')).demoVideos(keyword), cached: false, demo: true };
  const now = deps.now();
  const hit = await deps.store.cachedSearch(keyword, now);
  if (hit) return { videos: hit.videos, cached: true, demo: false };

  const day = pacificDay(now);
  const dayEnds = nextPacificMidnight(now);
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
