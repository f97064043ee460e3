import { VideoSchema } from '@lambdas/shared/contracts/youtube';
import { ChannelListSchema, VideoListSchema } from '@lambdas/shared/youtube/api-schemas';
import { youtubeErrorFrom } from '@lambdas/shared/youtube/error-mapping';
import type { YouTubeError } from '@lambdas/shared/youtube/errors';
import { YouTubeAccessError, YouTubeQuotaError } from '@lambdas/shared/youtube/errors';
import { clip } from '@lambdas/shared/documents/text';
import { toVideos } from '@lambdas/shared/youtube/mapping';

const apiVideo = (id: string, channelId: string, statistics: Record<string, string> = {}) => ({
  id,
  snippet: {
    title: `Title of ${id}`,
    description: `About ${id}`,
    channelId,
    channelTitle: `Channel ${channelId}`,
    publishedAt: '2026-03-01T12:00:00Z',
    thumbnails: { medium: { url: `https://i.ytimg.com/vi/${id}/mqdefault.jpg` } },
  },
  statistics,
});
const videos = (...items: unknown[]) => VideoListSchema.parse({ items }).items;
const channels = (...items: unknown[]) => ChannelListSchema.parse({ items }).items;
const channel = (id: string, subscriberCount?: string, hidden = false) => ({
  id,
  snippet: { title: `Channel ${id}` },
  statistics: { ...(subscriberCount ? { subscriberCount } : {}), hiddenSubscriberCount: hidden },
});

describe('mapping YouTube answers to videos', () => {
  it('joins statistics and channel size in search order, with string counts as numbers', () => {
    const [video] = toVideos(
      ['aaaaaaaaaaa'],
      videos(apiVideo('aaaaaaaaaaa', 'UC1', { viewCount: '41000', likeCount: '900', commentCount: '100' })),
      channels(channel('UC1', '10000')),
    );
    expect(video).toEqual({
      id: 'aaaaaaaaaaa',
      name: 'Title of aaaaaaaaaaa',
      description: 'About aaaaaaaaaaa',
      channelName: 'Channel UC1',
      channelId: 'UC1',
      thumbnailUrl: 'https://i.ytimg.com/vi/aaaaaaaaaaa/mqdefault.jpg',
      videoUrl: 'https://www.youtube.com/watch?v=aaaaaaaaaaa',
      publishedAt: '2026-03-01T12:00:00Z',
      views: 41000,
      likes: 900,
      comments: 100,
      subscribers: 10000,
      outlierScore: 4.1,
      engagementRate: 0.0244,
    });
    expect(VideoSchema.safeParse(video).error).toBeUndefined();
  });

  it('keeps missing statistics null, not 0: hidden likes, comments turned off, no statistics at all', () => {
    const [hiddenLikes, noComments, bare] = toVideos(
      ['aaaaaaaaaaa', 'bbbbbbbbbbb', 'ccccccccccc'],
      videos(
        apiVideo('aaaaaaaaaaa', 'UC1', { viewCount: '500', commentCount: '3' }),
        apiVideo('bbbbbbbbbbb', 'UC1', { viewCount: '500', likeCount: '20' }),
        apiVideo('ccccccccccc', 'UC1'),
      ),
      channels(channel('UC1', '1000')),
    );
    expect(hiddenLikes).toMatchObject({ views: 500, likes: null, comments: 3, engagementRate: null });
    expect(noComments).toMatchObject({ likes: 20, comments: null, engagementRate: null, outlierScore: 0.5 });
    expect(bare).toMatchObject({ views: null, likes: null, comments: null, outlierScore: null });
  });

  it('treats a hidden subscriber count and a deleted channel as unknown', () => {
    const [hidden, deleted] = toVideos(
      ['aaaaaaaaaaa', 'bbbbbbbbbbb'],
      videos(apiVideo('aaaaaaaaaaa', 'UChidden', { viewCount: '500' }), {
        ...apiVideo('bbbbbbbbbbb', 'UCgone', { viewCount: '500' }),
        snippet: { ...apiVideo('b', 'UCgone').snippet, channelTitle: '' },
      }),
      channels(channel('UChidden', '1000', true)),
    );
    expect(hidden).toMatchObject({ subscribers: null, outlierScore: null, channelName: 'Channel UChidden' });
    expect(deleted).toMatchObject({ subscribers: null, outlierScore: null, channelName: 'Unknown channel' });
  });

  it('drops videos that videos.list no longer returns, keeping the order of the rest', () => {
    const found = toVideos(
      ['ccccccccccc', 'gonegonegon', 'aaaaaaaaaaa'],
      videos(apiVideo('aaaaaaaaaaa', 'UC1'), apiVideo('ccccccccccc', 'UC1')),
      [],
    );
    expect(found.map((v) => v.id)).toEqual(['ccccccccccc', 'aaaaaaaaaaa']);
  });

  it('uses thumbnails from i.ytimg.com only, else the standard one for the id', () => {
    const foreign = apiVideo('aaaaaaaaaaa', 'UC1');
    foreign.snippet.thumbnails.medium.url = 'https://images.example.com/x.jpg';
    const [video] = toVideos(['aaaaaaaaaaa'], videos(foreign), []);
    expect(video!.thumbnailUrl).toBe('https://i.ytimg.com/vi/aaaaaaaaaaa/mqdefault.jpg');
  });

  it('cuts long descriptions at a word boundary', () => {
    expect(clip('one two\n three four', 12)).toBe('one two…');
    expect(clip('short', 12)).toBe('short');
  });
});

describe('mapping YouTube failures to errors a visitor can read', () => {
  const body = (reason: string, detail?: string) =>
    JSON.stringify({
      error: { code: 403, message: 'x', errors: [{ reason }], details: detail ? [{ reason: detail }] : [] },
    });
  const now = Date.parse('2026-01-15T20:00:00Z');

  it('turns quotaExceeded into a 503 that retries after Pacific midnight', () => {
    const err = youtubeErrorFrom(403, body('quotaExceeded'), now) as YouTubeQuotaError;
    expect(err).toBeInstanceOf(YouTubeQuotaError);
    expect(err.status).toBe(503);
    expect(err.code).toBe('youtube_quota');
    expect(err.headers['Retry-After']).toBe(String(12 * 3600));
    expect(err.message).toMatch(/allowance is used up/);
  });

  it.each([
    [400, body('badRequest', 'API_KEY_INVALID')],
    [400, body('keyInvalid')],
    [403, body('accessNotConfigured')],
    [403, body('ipRefererBlocked')],
    [401, '{}'],
  ])('turns a refused key (%i %s) into a 502 youtube_access error', (status, text) => {
    const err = youtubeErrorFrom(status, text, now) as YouTubeAccessError;
    expect(err).toBeInstanceOf(YouTubeAccessError);
    expect(err.status).toBe(502);
    expect(err.message).toMatch(/refused this site’s API key/);
  });

  it('asks to retry in a minute when YouTube limits the request rate', () => {
    const err = youtubeErrorFrom(403, body('rateLimitExceeded'), now) as YouTubeError;
    expect(err).toMatchObject({ status: 503, code: 'youtube_error', headers: { 'Retry-After': '60' } });
  });

  it('reports other failures with their status, even when the body is not JSON', () => {
    expect(youtubeErrorFrom(500, '<html>', now)).toMatchObject({
      status: 502,
      message: 'YouTube is not answering right now (HTTP 500). Please try again in a moment.',
    });
    expect(youtubeErrorFrom(404, '', now).message).toBe(
      'YouTube could not run this search (HTTP 404). Please try again.',
    );
  });
});

describe('the video contract', () => {
  const [valid] = toVideos(['aaaaaaaaaaa'], videos(apiVideo('aaaaaaaaaaa', 'UC1')), []);

  it('lets through only YouTube links and YouTube or inline images', () => {
    expect(VideoSchema.safeParse(valid).success).toBe(true);
    expect(VideoSchema.safeParse({ ...valid, videoUrl: 'https://evil.example/watch?v=x' }).success).toBe(
      false,
    );
    expect(VideoSchema.safeParse({ ...valid, videoUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(VideoSchema.safeParse({ ...valid, thumbnailUrl: 'https://tracker.example/p.gif' }).success).toBe(
      false,
    );
    expect(VideoSchema.safeParse({ ...valid, thumbnailUrl: 'data:image/svg+xml,%3Csvg%3E' }).success).toBe(
      true,
    );
  });
});
