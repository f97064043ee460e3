import { YouTubeSearchResponseSchema } from '../../lambdas/youtube-analysis/search/contract';
import { errorOf, post } from '../support/http';
import { useYouTubeSite } from '../support/youtube-site';

// Two new keywords per visitor per day; the site's own budget has room for many more.
const site = useYouTubeSite({ YOUTUBE_VISITOR_DAILY_KEYWORDS: '2' });
/** A search from one visitor: the local server takes the viewer address from the socket, 127.0.0.x. */
const search = (topic: string, localAddress = '127.0.0.1') =>
  post(site.url('/functions/v1/youtube-search'), { topic }, { localAddress });

it('refuses a visitor’s third new keyword of the day with a 429 that says why, not other visitors’ nor cached ones', async () => {
  expect((await search('espresso')).status).toBe(200);
  expect((await search('latte art')).status).toBe(200);
  const refused = await search('pour over');
  expect(refused.status).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(errorOf(refused.text)).toMatchObject({
    code: 'visitor_rate_limited',
    error:
      'You have searched 2 new keywords today, the most we allow one visitor. Keywords searched recently ' +
      'still work; new keywords can be searched again after midnight Pacific time.',
  });
  expect(site.youtube.count('search')).toBe(2);
  expect((await search('pour over', '127.0.0.2')).status).toBe(200); // another visitor, their own share
  const cached = await search('Latte Art');
  expect(cached.status).toBe(200);
  expect(YouTubeSearchResponseSchema.parse(JSON.parse(cached.text)).cached).toBe(true);
});
