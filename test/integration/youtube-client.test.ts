import { YouTubeClient } from '../../lambdas/shared/youtube/client';
import {
  YouTubeAccessError,
  YouTubeError,
  YouTubeQuotaError,
  YouTubeTimeoutError,
} from '../../lambdas/shared/youtube/errors';
import { VideoSchema } from '../../lambdas/shared/contracts/youtube';
import { FakeYouTube } from '../../scripts/fakes/fake-youtube';

let fake: FakeYouTube;
beforeAll(async () => {
  fake = await FakeYouTube.start({ apiKey: 'test-key' });
});
afterAll(() => fake.close());
beforeEach(() => fake.calls.splice(0));

const client = (options: { apiKey?: string; timeoutMs?: number; baseUrl?: string } = {}) =>
  new YouTubeClient({
    baseUrl: options.baseUrl ?? fake.url,
    apiKey: options.apiKey ?? 'test-key',
    timeoutMs: options.timeoutMs ?? 2000,
  });

describe('the YouTube Data API client against the local fake', () => {
  it('finds 15 videos with three calls worth 102 units, the key in a header and never in the URL', async () => {
    const videos = await client().topVideos('sourdough baking');
    expect(videos).toHaveLength(15);
    for (const video of videos) expect(VideoSchema.safeParse(video).error).toBeUndefined();
    expect(fake.calls.map((c) => c.resource)).toEqual(['search', 'videos', 'channels']);
    expect(fake.unitsSpent()).toBe(102);
    expect(fake.calls.every((c) => c.keyMatched)).toBe(true);
    expect(JSON.stringify(fake.calls.map((c) => c.params))).not.toContain('test-key');
    expect(fake.calls[0]!.params).toMatchObject({ q: 'sourdough baking', type: 'video', maxResults: '15' });
    expect(fake.calls[1]!.params.id!.split(',')).toEqual(videos.map((v) => v.id));
  });

  it('keeps what YouTube hides as null: hidden subscribers, a deleted channel, hidden likes', async () => {
    const videos = await client().topVideos('knife sharpening');
    const unknownChannel = videos.filter((v) => v.subscribers === null);
    expect(unknownChannel.length).toBeGreaterThan(0);
    expect(unknownChannel.every((v) => v.outlierScore === null)).toBe(true);
    expect(videos.some((v) => v.likes === null && v.engagementRate === null)).toBe(true);
    expect(videos.some((v) => v.outlierScore !== null && v.engagementRate !== null)).toBe(true);
  });

  it('answers no videos after one call when the search finds none', async () => {
    fake.resultsPerSearch = 0;
    try {
      expect(await client().topVideos('zzzz')).toEqual([]);
      expect(fake.count()).toBe(1);
    } finally {
      fake.resultsPerSearch = 15;
    }
  });

  it('maps 403 quotaExceeded to the quota error', async () => {
    fake.enqueue({ kind: 'quotaExceeded' });
    await expect(client().topVideos('x')).rejects.toBeInstanceOf(YouTubeQuotaError);
  });

  it('maps keyInvalid, and a key YouTube does not know, to the access error', async () => {
    fake.enqueue({ kind: 'keyInvalid' });
    await expect(client().topVideos('x')).rejects.toBeInstanceOf(YouTubeAccessError);
    await expect(client({ apiKey: 'wrong' }).topVideos('x')).rejects.toMatchObject({
      status: 502,
      code: 'youtube_access',
      details: { reason: 'API_KEY_INVALID' },
    });
  });

  it('gives up with a timeout when the three calls together take too long', async () => {
    fake.enqueue({ kind: 'slow', delayMs: 150 }, { kind: 'slow', delayMs: 150 });
    const started = Date.now();
    await expect(client({ timeoutMs: 250 }).topVideos('x')).rejects.toBeInstanceOf(YouTubeTimeoutError);
    expect(Date.now() - started).toBeLessThan(1500);
    fake.enqueue({ kind: 'hang' });
    await expect(client({ timeoutMs: 200 }).topVideos('x')).rejects.toMatchObject({ status: 504 });
  });

  it('reports an unreadable answer and an unreachable server as YouTube errors', async () => {
    fake.enqueue({ kind: 'malformed' });
    await expect(client().topVideos('x')).rejects.toThrow(
      'YouTube answered in a format this site does not understand. Please try again later.',
    );
    const closed = await FakeYouTube.start();
    const url = closed.url;
    await closed.close();
    const err = await client({ baseUrl: url })
      .topVideos('x')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(YouTubeError);
    expect((err as YouTubeError).message).toBe('YouTube could not be reached. Please try again in a moment.');
  });
});
