import { YouTubeSearchResponseSchema } from '../../lambdas/youtube-analysis/search/contract';
import { errorOf, post } from '../support/http';
import { useYouTubeSite } from '../support/youtube-site';

// Room for two searches of 102 units, not three.
const site = useYouTubeSite({ YOUTUBE_DAILY_UNIT_BUDGET: '305' });
const search = (topic: string) => post(site.url('/functions/v1/youtube-search'), { topic });

it('refuses a new keyword before the daily budget is passed, and keeps answering cached ones', async () => {
  expect((await search('espresso')).status).toBe(200);
  expect((await search('latte art')).status).toBe(200);
  const refused = await search('pour over');
  expect(refused.status).toBe(503);
  expect(errorOf(refused.text).code).toBe('youtube_quota');
  expect(site.youtube.count('search')).toBe(2);
  expect(site.youtube.unitsSpent()).toBeLessThanOrEqual(305);
  const cached = await search('Espresso');
  expect(cached.status).toBe(200);
  expect(YouTubeSearchResponseSchema.parse(JSON.parse(cached.text)).cached).toBe(true);
});
