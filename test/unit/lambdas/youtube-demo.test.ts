import { YouTubeSearchResponseSchema } from '@lambdas/youtube-analysis/search/contract';
import { demoVideos } from '@lambdas/youtube-analysis/search/demo';
import { SAMPLE_DESCRIPTION, sampleVideoTitles } from '@lambdas/youtube-analysis/search/demo-samples';

describe('demo-mode sample videos', () => {
  const videos = demoVideos('sourdough baking');

  it('are 15 valid videos, deterministic and dependent on the keyword', () => {
    expect(videos).toHaveLength(15);
    expect(
      YouTubeSearchResponseSchema.safeParse({ videos, cached: false, demo: true }).error,
    ).toBeUndefined();
    expect(demoVideos('sourdough baking')).toEqual(videos);
    expect(demoVideos('podcast editing').map((v) => v.name)).not.toEqual(videos.map((v) => v.name));
  });

  it('are the titles written for the nearest archetype, labelled samples in title, channel and description', () => {
    expect(videos.map((video) => video.name)).toEqual(
      sampleVideoTitles.restaurant.map((title) => `Sample: ${title}`),
    );
    for (const video of videos) {
      expect(video.channelName).toMatch(/^Sample Channel \d$/);
      expect(video.description).toBe(SAMPLE_DESCRIPTION);
    }
  });

  it('load nothing from the network: inline placeholder images, links to a real YouTube search', () => {
    for (const video of videos) {
      expect(video.thumbnailUrl).toMatch(/^data:image\/svg\+xml,/);
      expect(decodeURIComponent(video.thumbnailUrl)).toContain('SAMPLE');
      expect(video.videoUrl).toBe('https://www.youtube.com/results?search_query=sourdough%20baking');
    }
  });

  it('include the unknown figures real results have, with ratios to match', () => {
    expect(videos.some((v) => v.subscribers === null && v.outlierScore === null)).toBe(true);
    expect(videos.some((v) => v.likes === null && v.engagementRate === null)).toBe(true);
    for (const v of videos.filter((v) => v.views !== null && v.subscribers !== null)) {
      expect(Math.abs(v.outlierScore! - v.views! / v.subscribers!)).toBeLessThanOrEqual(0.005 + 1e-9);
    }
  });
});
