import { youtubeTable } from '../../../catalog/tables';
import { documentClient } from '../../shared/dynamo';
import { tableName } from '../../shared/env';
import { YouTubeRepository } from '../../shared/repositories/youtube-repository';
import { youtubeKeyReader } from '../../shared/youtube/api-key';
import { YouTubeClient } from '../../shared/youtube/client';
import { youtubeConfig } from '../../shared/youtube/config';
import { emitQuotaMetric } from '../../shared/youtube/quota-metric';
import type { YouTubeSearchDeps } from './service';

/** Held for the life of the function instance; the key itself is cached an hour (lambdas/shared/secrets.ts). */
let readKey: (() => Promise<string | undefined>) | undefined;

/** The search's real dependencies: the YouTube table, the API client when a key exists, the clock. */
export async function searchDependencies(): Promise<YouTubeSearchDeps> {
  const config = youtubeConfig();
  readKey ??= youtubeKeyReader(config);
  const apiKey = await readKey();
  const client =
    apiKey &&
    new YouTubeClient({ baseUrl: config.YOUTUBE_API_BASE_URL, apiKey, timeoutMs: config.YOUTUBE_TIMEOUT_MS });
  return {
    store: new YouTubeRepository(documentClient(), tableName(youtubeTable)),
    ...(client ? { search: (keyword: string) => client.topVideos(keyword) } : {}),
    now: Date.now,
    settings: {
      cacheTtlHours: config.YOUTUBE_CACHE_TTL_HOURS,
      dailyUnitBudget: config.YOUTUBE_DAILY_UNIT_BUDGET,
      visitorDailyKeywords: config.YOUTUBE_VISITOR_DAILY_KEYWORDS,
    },
    onUnitsUsed: (units) => emitQuotaMetric(units),
  };
}
