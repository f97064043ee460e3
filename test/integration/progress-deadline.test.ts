import { html, startPageServer, type PageServer } from '../../scripts/fakes/page-server';
import { postStreamed } from '../support/answer-stream';
import { useBedrockSite } from '../support/bedrock-site';
import { post } from '../support/http';
import { presenceAnalysis, presenceBody } from '../support/show-up-online-fixtures';

/**
 * A site that takes 4.5 s and a model that takes 2 s: the model alone fits the 6 s deadline three times over,
 * after the site it does not (a slower machine only makes that later).
 */
let slow: PageServer;
let fast: PageServer;
const env: Record<string, string> = { BEDROCK_TIMEOUT_MS: '6000' };
beforeAll(async () => {
  fast = await startPageServer({ '/': html('<title>Crumb</title>') });
  slow = await startPageServer({
    '/': (_req, res) =>
      void setTimeout(
        () => res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Crumb</title>'),
        4500,
      ),
  });
  env.FETCH_ALLOW_HOSTS = `${slow.hostPort},${fast.hostPort}`;
});
afterAll(() => Promise.all([slow.close(), fast.close()]));

const site = useBedrockSite('/functions/v1/online-presence', env);

describe('the generation deadline', () => {
  it('runs from the request, so a 2 s model after a 4.5 s site read is cut at 6 s', async () => {
    site.fake.enqueue({ kind: 'tool', inputs: [presenceAnalysis()], delayMs: 2000 });
    const answer = await postStreamed(site.url, presenceBody({ websiteUrl: slow.hostPort }));
    expect(answer.events.at(-1)).toMatchObject({ type: 'error', status: 504, code: 'timeout' });
  }, 30_000);

  it('leaves the same model its time when the site answers at once', async () => {
    site.fake.enqueue({ kind: 'tool', inputs: [presenceAnalysis()], delayMs: 2000 });
    const res = await post(site.url, presenceBody({ websiteUrl: fast.hostPort }));
    expect(res.status).toBe(200);
  }, 30_000);
});
