import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  OnlinePresenceFailureSchema,
  OnlinePresenceResponseSchema,
} from '../../lambdas/show-up-online/contract';
import { html, startPageServer, type PageServer } from '../../scripts/fakes/page-server';
import { useBedrockSite } from '../support/bedrock-site';
import { errorOf, post } from '../support/http';
import { presenceAnalysis, presenceBody } from '../support/show-up-online-fixtures';

const fixture = (name: string) => readFileSync(join(__dirname, '../fixtures/show-up-online', name), 'utf8');
const text = (body: string) => html(body, { 'content-type': 'text/plain; charset=utf-8' });

/** The business's site, and a port nothing listens on; both on the fetcher's local allowlist. */
const env: Record<string, string> = {};
let pages: PageServer;
let closedPort: string;
beforeAll(async () => {
  pages = await startPageServer({
    '/': html(fixture('bakery.html')),
    '/robots.txt': text(fixture('robots-block-all.txt')),
  });
  const closed = await startPageServer();
  closedPort = closed.hostPort;
  await closed.close();
  env.FETCH_ALLOW_HOSTS = `${pages.hostPort},${closedPort}`;
});
afterAll(() => pages.close());

const site = useBedrockSite('/functions/v1/online-presence', env);

const lastPrompt = () => JSON.stringify(site.fake.requests.at(-1)!.body.messages);

describe('Show Up Online on Bedrock', () => {
  it('reads the site, grounds the prompt in its facts and answers the analysis with them', async () => {
    site.fake.enqueue({ kind: 'tool', inputs: [presenceAnalysis()] });
    const res = await post(site.url, presenceBody({ websiteUrl: `www.${pages.hostPort}` }));
    expect(res.status).toBe(200);
    const answer = JSON.parse(res.text);
    expect(OnlinePresenceResponseSchema.safeParse(answer).error).toBeUndefined();
    expect(answer).toMatchObject({
      success: true,
      companyName: 'Crumb & Co',
      websiteUrl: `https://${pages.hostPort}`,
      analysis: presenceAnalysis(),
      siteError: null,
      demo: false,
      siteFacts: {
        url: `${pages.origin}/`,
        https: false,
        title: 'Artisan Bakery in Leeds | Crumb & Co',
        robotsTxt: true,
        robotsBlocksAll: true,
        sitemap: false,
      },
    });
    expect(answer.siteFacts.jsonLdTypes).toContain('LocalBusiness');
    const paths = pages.requests.map((request) => request.url);
    expect(paths).toEqual(expect.arrayContaining(['/', '/robots.txt', '/sitemap.xml']));
    const prompt = lastPrompt();
    expect(prompt).toContain('<site_facts>');
    expect(prompt).toContain("Page title: 'Artisan Bakery in Leeds | Crumb & Co'");
    expect(prompt).toContain('robots.txt: found, and it blocks every search engine from the whole site');
    expect(prompt).toContain('Structured data (JSON-LD) types: ');
  });

  it('runs on the form alone, and says so, when the site does not answer', async () => {
    site.fake.enqueue({ kind: 'tool', inputs: [presenceAnalysis()] });
    const res = await post(site.url, presenceBody({ websiteUrl: closedPort }));
    expect(res.status).toBe(200);
    const answer = JSON.parse(res.text);
    expect(OnlinePresenceResponseSchema.safeParse(answer).error).toBeUndefined();
    expect(answer).toMatchObject({
      success: true,
      siteFacts: null,
      siteError: 'We could not reach that page: the site did not answer',
    });
    expect(lastPrompt()).not.toContain('<site_facts>');
    expect(lastPrompt()).toContain('We could not read the website (We could not reach that page');
  });

  it('refuses a private address that is not allowlisted, and still answers on the form alone', async () => {
    site.fake.enqueue({ kind: 'tool', inputs: [presenceAnalysis()] });
    const res = await post(site.url, presenceBody({ websiteUrl: '127.0.0.1' }));
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toMatchObject({
      siteFacts: null,
      siteError: 'We could not reach that page: the address is not a public website',
    });
  });

  it('answers success: false with a clear error when the model fails', async () => {
    site.fake.enqueue({ kind: 'error', status: 400, type: 'ValidationException', message: 'Bad input' });
    const res = await post(site.url, presenceBody());
    expect(res.status).toBe(502);
    expect(OnlinePresenceFailureSchema.parse(JSON.parse(res.text))).toEqual({
      success: false,
      error: 'Amazon Bedrock could not complete the request (ValidationException). Please try again.',
      code: 'model_error',
    });
  });

  it('asks once more when the structured answer is invalid, and uses the repaired one', async () => {
    site.fake.enqueue(
      { kind: 'tool', inputs: [presenceAnalysis({ keyword_difficulty_estimate: 'impossible' as never })] },
      { kind: 'tool', inputs: [presenceAnalysis({ keyword_difficulty_estimate: 'hard' })] },
    );
    const before = site.fake.requests.length;
    const res = await post(site.url, presenceBody());
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text).analysis.keyword_difficulty_estimate).toBe('hard');
    expect(site.fake.requests.length - before).toBe(2);
    expect(lastPrompt()).toContain('Invalid input: keyword_difficulty_estimate: ');
  });

  it('fails cleanly when the repaired answer is still invalid', async () => {
    site.fake.enqueue(
      { kind: 'tool', inputs: [presenceAnalysis({ recommendations: [] })] },
      { kind: 'tool', inputs: [{ estimated_primary_keyword: 'bakery' }] },
    );
    const before = site.fake.requests.length;
    const res = await post(site.url, presenceBody());
    expect(res.status).toBe(502);
    expect(JSON.parse(res.text)).toEqual({
      success: false,
      error: 'The model returned an answer in the wrong shape. Please try again.',
      code: 'model_error',
    });
    expect(site.fake.requests.length - before).toBe(2);
  });

  it('rejects missing fields with field-level 400s and calls no model', async () => {
    const before = site.fake.requests.length;
    const res = await post(
      site.url,
      presenceBody({ companyName: '', websiteUrl: 'not a site', industry: ' ' }),
    );
    expect(res.status).toBe(400);
    expect(errorOf(res.text).details).toEqual([
      { field: 'companyName', message: 'Please enter your company name.' },
      { field: 'websiteUrl', message: 'Please enter a valid website address.' },
      { field: 'industry', message: 'Please enter your industry.' },
    ]);
    expect(site.fake.requests.length).toBe(before);
  });
});
