import { briefBody } from '../support/brief-fixtures';
import { post } from '../support/http';
import { startTestSite, type TestSite } from '../support/local-site';
import { blogTopicBody } from '../support/blog-topic-fixtures';
import { headlinesBody } from '../support/headline-fixtures';
import { linkedinBodies } from '../support/linkedin-fixtures';
import { presenceBody } from '../support/show-up-online-fixtures';
import { critiqueTextBody } from '../support/critique-fixtures';
import { routes } from '../../infra/routes';
import { roastBody } from '../support/brand-roast-fixtures';

let site: TestSite;

beforeAll(async () => {
  Object.assign(process.env, {
    GENERATOR: 'demo',
    DEMO_CHUNK_DELAY_MS: '0',
    RATE_LIMIT_REQUESTS: '3',
    RATE_LIMIT_WINDOW_SECONDS: '3600',
  });
  site = await startTestSite();
});
afterAll(() => site.close());

/** Every generation route, with a valid and an invalid body; each route counts on its own. */
const generationRoutes = [
  ['/functions/v1/content-brief', briefBody(), briefBody({ topic: '' })],
  ['/functions/v1/headline-generator', headlinesBody(), headlinesBody({ contentTopic: '' })],
  ['/functions/v1/blog-topic-generator', blogTopicBody(), blogTopicBody({ industry: '' })],
  ['/functions/v1/linkedin-post', linkedinBodies.standard(), linkedinBodies.standard({ topic: '' })],
  ['/functions/v1/online-presence', presenceBody(), presenceBody({ industry: '' })],
  ['/functions/v1/landing-page-critique', critiqueTextBody(), critiqueTextBody({ industry: '' })],
  ['/functions/v1/youtube-search', { topic: 'sourdough' }, { topic: ' ' }],
  [
    '/functions/v1/idea-generator',
    { topic: 'sourdough', clips: [{ name: 'Sourdough for beginners', description: '' }] },
    { topic: 'sourdough', clips: [] },
  ],
  ['/functions/v1/brand-roast', roastBody(), roastBody({ email: 'not an address' })],
] as const;

it('covers every tool route: the model routes, and the YouTube search that spends quota', () => {
  const tools = routes.filter((route) => route.path.startsWith('/functions/v1/')).map((route) => route.path);
  expect(generationRoutes.map(([path]) => path).sort()).toEqual(tools.sort());
});

describe('per-visitor rate limit on a generation route', () => {
  it.each(generationRoutes)(
    'trips %s at the configured count for one source IP, not for another, and ignores X-Forwarded-For',
    async (path, valid, invalid) => {
      const url = `${site.url}${path}`;
      const invalidAnswer = await post(url, invalid, { localAddress: '127.0.0.1' });
      expect(invalidAnswer.status).toBe(400); // invalid requests do not use up the quota

      for (let i = 0; i < 3; i++) {
        expect((await post(url, valid, { localAddress: '127.0.0.1' })).status).toBe(200);
      }
      const limited = await post(url, valid, { localAddress: '127.0.0.1' });
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(JSON.parse(limited.text)).toEqual({
        error: expect.stringMatching(
          /^You have reached the limit of 3 requests per 60 minutes for this tool\. Please try again in \d+ (minutes|seconds?)\.$/,
        ),
        code: 'visitor_rate_limited',
      });

      const forged = await post(url, valid, {
        localAddress: '127.0.0.1',
        headers: { 'X-Forwarded-For': '198.51.100.23' },
      });
      expect(forged.status).toBe(429);

      const otherVisitor = await post(url, valid, { localAddress: '127.0.0.2' });
      expect(otherVisitor.status).toBe(200);
    },
  );
});
