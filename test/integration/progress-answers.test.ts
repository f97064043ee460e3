import { OnlinePresenceResponseSchema } from '../../lambdas/show-up-online/contract';
import { startPageServer, type PageServer } from '../../scripts/fakes/page-server';
import { useBedrockSite } from '../support/bedrock-site';
import { post } from '../support/http';
import { postStreamed } from '../support/answer-stream';
import { presenceAnalysis, presenceBody } from '../support/show-up-online-fixtures';

/** How long the business's site takes to answer, and the model to write: each 3x the first-byte bound. */
const SITE_MS = 3000;
const MODEL_MS = 3000;
const FIRST_BYTE_BOUND_MS = SITE_MS / 3;

/** A site whose home page answers after SITE_MS, noting when it did. */
let slow: PageServer & { answeredAt?: number };
const env: Record<string, string> = { BEDROCK_TIMEOUT_MS: '20000' };
beforeAll(async () => {
  slow = await startPageServer({
    '/': (_req, res) =>
      void setTimeout(() => {
        slow.answeredAt = performance.now();
        res
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<title>Crumb &amp; Co</title><h1>Bread</h1>');
      }, SITE_MS),
  });
  env.FETCH_ALLOW_HOSTS = slow.hostPort;
});
afterAll(() => slow.close());

const site = useBedrockSite('/functions/v1/online-presence', env);
// The first request loads the function's module (a cold start): an invalid form does it without the model.
beforeAll(() => post(site.url, {}));

describe('a long JSON answer streamed with its progress', () => {
  it('sends its headers and first line before the slow site answers, then each step, then the answer', async () => {
    delete slow.answeredAt;
    site.fake.enqueue({ kind: 'tool', inputs: [presenceAnalysis()], delayMs: MODEL_MS });
    const answer = await postStreamed(
      site.url,
      presenceBody({ websiteUrl: slow.hostPort }),
      () => slow.answeredAt !== undefined,
    );
    console.log(
      `first byte after ${answer.firstByteMs.toFixed(0)} ms (site ${SITE_MS} ms, model ${MODEL_MS} ms)`,
    );
    expect(answer.status).toBe(200);
    expect(answer.siteAnsweredFirst).toBe(false);
    expect(answer.firstByteMs).toBeLessThan(FIRST_BYTE_BOUND_MS);
    const steps = answer.events.filter((e) => e.type === 'progress').map((e) => e.step);
    expect(steps).toEqual(['reading your site', 'writing']);
    const result = answer.events.at(-1)!;
    expect(result.type).toBe('result');
    const parsed = OnlinePresenceResponseSchema.parse((result as { result: unknown }).result);
    expect(parsed.siteFacts?.title).toBe('Crumb & Co');
  }, 30_000);

  it('still answers plain JSON to a script that does not ask for the stream', async () => {
    site.fake.enqueue({ kind: 'tool', inputs: [presenceAnalysis()] });
    const res = await post(site.url, presenceBody({ websiteUrl: slow.hostPort }));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(OnlinePresenceResponseSchema.parse(JSON.parse(res.text)).success).toBe(true);
  }, 30_000);
});
