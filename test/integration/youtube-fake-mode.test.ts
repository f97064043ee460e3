import { YouTubeSearchResponseSchema } from '../../lambdas/youtube-analysis/search/contract';
import { post } from '../support/http';
import { startTestSite, type TestSite } from '../support/local-site';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite({ env: { YOUTUBE_FAKE: '1' } });
});
afterAll(() => site.close());

it('YOUTUBE_FAKE=1 points the local stack at the fake YouTube Data API', async () => {
  expect(site.youtube).toBeDefined();
  expect(process.env.YOUTUBE_API_BASE_URL).toBe(site.youtube!.url);
  const res = await post(`${site.url}/functions/v1/youtube-search`, { topic: 'sourdough' });
  expect(res.status).toBe(200);
  const answer = YouTubeSearchResponseSchema.parse(JSON.parse(res.text));
  expect(answer.demo).toBe(false);
  expect(answer.videos[0]!.name).toBe('sourdough tips #1 (local fake YouTube)');
  expect(site.youtube!.count()).toBe(3);
});
