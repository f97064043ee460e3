import { briefBody } from '../support/brief-fixtures';
import { linkedinBodies } from '../support/linkedin-fixtures';
import { post } from '../support/http';
import { startTestSite, type TestSite } from '../support/local-site';

let site: TestSite;
let url: string;

beforeAll(async () => {
  Object.assign(process.env, {
    GENERATOR: 'demo',
    DEMO_CHUNK_DELAY_MS: '0',
    RATE_LIMIT_REQUESTS: '3',
    RATE_LIMIT_WINDOW_SECONDS: '3600',
  });
  site = await startTestSite();
  url = `${site.url}/functions/v1/content-brief`;
});
afterAll(() => site.close());

describe('per-visitor rate limit on a generation route', () => {
  it('trips at the configured count for one source IP, not for another, and ignores X-Forwarded-For', async () => {
    const invalid = await post(url, briefBody({ topic: '' }), { localAddress: '127.0.0.1' });
    expect(invalid.status).toBe(400); // invalid requests do not use up the quota

    for (let i = 0; i < 3; i++) {
      expect((await post(url, briefBody(), { localAddress: '127.0.0.1' })).status).toBe(200);
    }
    const limited = await post(url, briefBody(), { localAddress: '127.0.0.1' });
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

    const forged = await post(url, briefBody(), {
      localAddress: '127.0.0.1',
      headers: { 'X-Forwarded-For': '198.51.100.23' },
    });
    expect(forged.status).toBe(429);

    const otherVisitor = await post(url, briefBody(), { localAddress: '127.0.0.2' });
    expect(otherVisitor.status).toBe(200);
  });

  it('counts the LinkedIn post writer on its own, so one tool’s quota never blocks another', async () => {
    const linkedin = `${site.url}/functions/v1/linkedin-post`;
    const from = { localAddress: '127.0.0.3' };
    for (let i = 0; i < 3; i++) {
      expect((await post(linkedin, linkedinBodies.standard(), from)).status).toBe(200);
    }
    const limited = await post(linkedin, linkedinBodies.promotion(), from);
    expect(limited.status).toBe(429);
    expect(JSON.parse(limited.text)).toMatchObject({ code: 'visitor_rate_limited' });
    expect((await post(url, briefBody(), from)).status).toBe(200);
  });
});
