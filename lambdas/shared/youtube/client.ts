import type * as z from '../contracts/zod';
import { YOUTUBE_VIDEO_COUNT, type Video } from '../contracts/youtube';
import { logger } from '../logger';
import { ChannelListSchema, SearchListSchema, VIDEO_ID, VideoListSchema } from './api-schemas';
import { youtubeErrorFrom, reasonsOf } from './error-mapping';
import { YouTubeError, YouTubeTimeoutError } from './errors';
import { toVideos } from './mapping';

export interface YouTubeClientOptions {
  /** e.g. https://www.googleapis.com/youtube/v3, or the local fake's URL. */
  baseUrl: string;
  apiKey: string;
  /** One deadline for the three calls of a search together. */
  timeoutMs: number;
  now?: () => number;
  fetch?: typeof fetch;
}

const UNREADABLE = 'YouTube answered in a format this site does not understand. Please try again later.';

/** The three YouTube Data API v3 calls behind one keyword search (102 quota units). */
export class YouTubeClient {
  constructor(private readonly options: YouTubeClientOptions) {}

  /** The top videos for a keyword, in YouTube's relevance order, with statistics and channel sizes. */
  async topVideos(keyword: string, signal?: AbortSignal): Promise<Video[]> {
    const deadline = AbortSignal.timeout(this.options.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
    try {
      const search = await this.call(
        'search',
        { part: 'id', q: keyword, type: 'video', maxResults: String(YOUTUBE_VIDEO_COUNT) },
        SearchListSchema,
        combined,
      );
      const ids = search.items.flatMap((item) => {
        const id = item.id.videoId;
        return id && VIDEO_ID.test(id) ? [id] : [];
      });
      if (!ids.length) return [];
      const videos = await this.call(
        'videos',
        { part: 'snippet,statistics', id: ids.join(',') },
        VideoListSchema,
        combined,
      );
      const channelIds = [...new Set(videos.items.map((v) => v.snippet.channelId))];
      const channels = channelIds.length
        ? await this.call(
            'channels',
            { part: 'snippet,statistics', id: channelIds.join(',') },
            ChannelListSchema,
            combined,
          )
        : { items: [] };
      return toVideos(ids, videos.items, channels.items);
    } catch (err) {
      if (deadline.aborted && !signal?.aborted) throw new YouTubeTimeoutError();
      throw err;
    }
  }

  private async call<S extends z.ZodMiniType>(
    resource: 'search' | 'videos' | 'channels',
    params: Record<string, string>,
    schema: S,
    signal: AbortSignal,
  ): Promise<z.infer<S>> {
    const url = `${this.options.baseUrl.replace(/\/+$/, '')}/${resource}?${new URLSearchParams(params)}`;
    const fetcher = this.options.fetch ?? fetch;
    let res: Response;
    let body: string;
    try {
      // The key travels in a header, so it never appears in a URL that could be logged.
      res = await fetcher(url, {
        headers: { 'x-goog-api-key': this.options.apiKey, accept: 'application/json' },
        signal,
      });
      body = await res.text();
    } catch (err) {
      if (signal.aborted) throw err;
      logger.warn('youtube unreachable', { resource, error: err instanceof Error ? err.name : 'unknown' });
      throw new YouTubeError('YouTube could not be reached. Please try again in a moment.');
    }
    if (!res.ok) {
      logger.warn('youtube refused', { resource, status: res.status, reasons: reasonsOf(body) });
      throw youtubeErrorFrom(res.status, body, (this.options.now ?? Date.now)());
    }
    const parsed = schema.safeParse(parseJson(body));
    if (!parsed.success) {
      logger.warn('youtube answer unreadable', { resource });
      throw new YouTubeError(UNREADABLE);
    }
    return parsed.data;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
