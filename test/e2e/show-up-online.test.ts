import { axeViolations } from './support/axe';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import { presenceSamples } from '../../lambdas/show-up-online/demo-samples';
import { html, startPageServer, type PageServer } from '../../scripts/fakes/page-server';
import { phone } from './support/browser';
import { docxXml } from './support/docx';
import { useSiteAndBrowser } from './support/site-and-browser';
import { openToolPage } from './support/tool-page';

/** The restaurant archetype's analysis, which a bakery's form is answered with in demo mode. */
const sample = presenceSamples.restaurant;

const fixture = (name: string) => readFileSync(join(__dirname, '../fixtures/show-up-online', name), 'utf8');

/** The business's own site, reached through the fetcher's local-only allowlist. */
const functionEnv: Record<string, string> = { GENERATOR: 'demo', DEMO_CHUNK_DELAY_MS: '0' };
let business: PageServer;
beforeAll(async () => {
  business = await startPageServer({
    '/': html(fixture('bakery.html')),
    '/robots.txt': html(fixture('robots-block-all.txt'), { 'content-type': 'text/plain' }),
  });
  functionEnv.FETCH_ALLOW_HOSTS = business.hostPort;
});
afterAll(() => business.close());

const ctx = useSiteAndBrowser({ functionEnv });

const PATH = '**/functions/v1/online-presence';
const SUBMIT = 'Analyze My Online Presence';

const openPresencePage = (options = {}) =>
  openToolPage(ctx.browser, ctx.site.url, '/show-up-online', 'Show Up Online Tool', options);

async function fill(page: Page) {
  await page.getByLabel('Company name').fill('Crumb & Co');
  await page.getByLabel('Website URL').fill(`www.${business.hostPort}`);
  await page.getByLabel('Industry').fill('Artisan bakery');
  await page.getByLabel('Competitors (optional)').fill('Golden Crust Bakery');
}

const submit = (page: Page) => page.getByRole('button', { name: SUBMIT }).click();
const complete = (page: Page) =>
  page.getByRole('heading', { name: 'Online Presence Analysis Complete' }).waitFor();

describe('Show Up Online', () => {
  it('shows the step the server reports while it works: reading the site, until the site answers', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    business.route('/', (_req, res) => {
      void held.then(() => html(fixture('bakery.html'))(_req, res));
    });
    try {
      const { page } = await openPresencePage();
      await fill(page);
      await submit(page);
      const step = page.getByTestId('analysis-step');
      await step.getByText('Reading your website...').waitFor();
      await expect(
        page.getByRole('heading', { name: 'Analyzing Your Online Presence...' }).count(),
      ).resolves.toBe(1);
      release();
      await complete(page);
    } finally {
      release();
      business.route('/', html(fixture('bakery.html')));
    }
  });

  it('waits for the required fields, shows the loading texts, then the analysis grounded in the site', async () => {
    const { page, context } = await openPresencePage();
    await expect(page.title()).resolves.toBe('Show Up Online Tool | Content Co-Pilot');
    const button = page.getByRole('button', { name: SUBMIT });
    await expect(button.isDisabled()).resolves.toBe(true);
    await page.getByLabel('Company name').fill('Crumb & Co');
    await page.getByLabel('Website URL').fill(`www.${business.hostPort}`);
    await page.getByLabel('Industry').fill('   ');
    await expect(button.isDisabled()).resolves.toBe(true);
    await page.getByLabel('Industry').fill('Artisan bakery');
    await expect(button.isDisabled()).resolves.toBe(false);

    await page.route(PATH, async (route) => {
      await sleep(1000); // long enough to see the loading state
      await route.continue();
    });
    const request = page.waitForRequest((r) => r.url().endsWith('/online-presence'));
    await submit(page);
    expect((await request).postDataJSON()).toEqual({
      companyName: 'Crumb & Co',
      websiteUrl: `https://${business.hostPort}`,
      industry: 'Artisan bakery',
      competitors: '',
    });
    await page.getByRole('heading', { name: 'Analyzing Your Online Presence...' }).waitFor();
    await page
      .getByText('This may take a few moments while we analyze your website and competitive landscape.')
      .waitFor();

    await complete(page);
    await page.getByText('Analysis Complete!').waitFor();
    await page.getByText('The online presence analysis for Crumb & Co is ready.').waitFor();
    await page.getByText('Demo output: connect Amazon Bedrock').waitFor();
    // A bakery reads as the restaurant archetype: its analysis, written in advance, says it is another business's.
    await page
      .getByText(
        'Sample answer, written for Marigold Kitchen, a neighbourhood restaurant. With a model connected, the answer is about Crumb & Co.',
      )
      .waitFor();
    await page.getByText(/^Your input: Company: Crumb & Co · /).waitFor();
    const badge = page.getByTestId('difficulty-badge');
    await expect(badge.innerText()).resolves.toBe(sample.difficulty.toUpperCase());
    await expect(badge.getAttribute('class')).resolves.toContain('red');
    await page.getByText('Difficulty (estimate):').waitFor();
    // A demo answer's estimate is the sample's, not a model's.
    await page
      .getByText('An estimate written for this sample: no search-volume or ranking data is used.')
      .waitFor();
    const recommendations = page.getByRole('list', { name: 'SEO Recommendations' });
    await expect(recommendations.getByRole('heading', { level: 3 }).first().innerText()).resolves.toBe(
      sample.recommendations[0]![0],
    );
    await expect(recommendations.getByText('Why it matters:').count()).resolves.toBeGreaterThanOrEqual(3);
    await page
      .getByRole('list', { name: 'Easier Keyword Alternatives' })
      .getByText(sample.alternatives[0]!)
      .waitFor();
    await page
      .getByRole('list', { name: 'Related Keywords to Target' })
      .getByText(sample.related[0]!)
      .waitFor();

    const found = page.getByRole('heading', { name: 'What we found on your site' }).locator('xpath=../..');
    const facts = await found.innerText();
    expect(facts).toContain('“Artisan Bakery in Leeds | Crumb & Co”');
    expect(facts).toContain('found, and it blocks every search engine from the whole site');
    expect(facts).toMatch(/Structured data \(JSON-LD\) types\s+Bakery, LocalBusiness/);
    await context.close();
  });

  it('copies the results and downloads the .docx with the same sections, marked as demo output', async () => {
    const { page, context } = await openPresencePage();
    await fill(page);
    await submit(page);
    await complete(page);

    await page.getByRole('button', { name: 'Copy Results' }).click();
    await page.getByText('The analysis has been copied to your clipboard.').waitFor();
    await page.getByRole('button', { name: 'Copied!' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const lines = copied.split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'ONLINE PRESENCE ANALYSIS FOR CRUMB & CO',
      'Sample answer, written for Marigold Kitchen, a neighbourhood restaurant. With a model connected, the answer is about Crumb & Co.',
      'Demo output: written by the built-in demo generator, not by an AI model.',
      `Website: https://${business.hostPort}`,
    ]);
    expect(lines[4]).toMatch(/^Generated: [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    for (const heading of [
      'PRIMARY KEYWORD ANALYSIS',
      'EASIER KEYWORD ALTERNATIVES',
      'RELATED KEYWORDS TO TARGET',
      'SEO RECOMMENDATIONS',
    ])
      expect(lines).toContain(heading);
    expect(copied).toContain(`Difficulty (estimate): ${sample.difficulty.toUpperCase()}`);
    expect(copied).toContain(`\n1. ${sample.recommendations[0]![0]}\n   Why it matters: `);
    expect(lines.at(-1)).toBe('Generated by the Show Up Online Tool, Content Co-Pilot.');

    // The document builder loads on first use: hold it back to see the button say so.
    await page.route('**/assets/presence-document-*.js', async (route) => {
      await sleep(800);
      await route.continue();
    });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    await expect(page.getByRole('button', { name: 'Preparing...' }).isDisabled()).resolves.toBe(true);
    const file = await download;
    expect(file.suggestedFilename()).toBe('Crumb___Co_online_presence_analysis.docx');
    await page.getByText('Your DOCX analysis is being downloaded.').waitFor();
    const xml = await docxXml(file);
    for (const part of [
      'ONLINE PRESENCE ANALYSIS FOR CRUMB &amp; CO',
      'Demo output: written by the built-in demo generator, not by an AI model.',
      'Primary Keyword Analysis',
      'Easier Keyword Alternatives',
      'Related Keywords to Target',
      'SEO Recommendations',
      sample.recommendations[0]![0],
      'Why it matters: ',
      'How to do it: ',
      'Generated by the Show Up Online Tool, Content Co-Pilot.',
    ])
      expect(xml).toContain(part);
    await context.close();
  });

  it('colours easy and hard, and shows any other difficulty neutral', async () => {
    const { page, context } = await openPresencePage();
    await fill(page);
    await submit(page);
    await complete(page);
    const answer = await page.evaluate(
      async (body) => {
        const res = await fetch('/functions/v1/online-presence', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        return res.json();
      },
      { companyName: 'Crumb & Co', websiteUrl: '127.0.0.1', industry: 'Artisan bakery' },
    );
    for (const [difficulty, shown, tone] of [
      ['easy', 'EASY', 'emerald'],
      ['hard', 'HARD', 'red'],
      ['unclear', 'UNCLEAR', 'slate'],
    ] as const) {
      await page.unroute(PATH);
      await page.route(PATH, (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            ...answer,
            analysis: { ...answer.analysis, keyword_difficulty_estimate: difficulty },
          }),
        }),
      );
      await page.getByRole('button', { name: 'New Analysis' }).click();
      await submit(page);
      await complete(page);
      const badge = page.getByTestId('difficulty-badge');
      await expect(badge.innerText()).resolves.toBe(shown);
      await expect(badge.getAttribute('class')).resolves.toContain(tone);
    }
    await context.close();
  });

  it('shows the Connection Issue panel, and Try Again resends the visitor’s own entries', async () => {
    const { page, context } = await openPresencePage();
    await page.route(PATH, (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          error: 'Amazon Bedrock could not complete the request (ValidationException). Please try again.',
          code: 'model_error',
        }),
      }),
    );
    await fill(page);
    const first = page.waitForRequest((r) => r.url().endsWith('/online-presence'));
    await submit(page);
    const sent = (await first).postDataJSON();
    await page.getByRole('heading', { name: 'Connection Issue' }).waitFor();
    const panel = await page.getByRole('alert').filter({ hasText: 'usually caused by' }).innerText();
    for (const cause of ['Temporary network issues', 'High server load', 'A deployment in progress'])
      expect(panel).toContain(cause);
    expect(panel).toContain('Amazon Bedrock could not complete the request (ValidationException).');
    await page.getByText('Analysis Failed').waitFor();
    await page
      .getByText('There was an issue connecting to our analysis service. Please try again in a moment.')
      .waitFor();

    await page.unroute(PATH);
    const retry = page.waitForRequest((r) => r.url().endsWith('/online-presence'));
    await page.getByRole('button', { name: 'Try Again' }).click();
    expect((await retry).postDataJSON()).toEqual(sent);
    expect(sent).toMatchObject({ companyName: 'Crumb & Co', industry: 'Artisan bakery' });
    await complete(page);
    await context.close();
  });

  it('Start Over leaves the error behind and brings back the form with the visitor’s entries', async () => {
    const { page, context } = await openPresencePage();
    await page.route(PATH, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '' }),
    );
    await fill(page);
    await submit(page);
    await page.getByText('No response received from analysis service').waitFor();
    await page.getByRole('button', { name: 'Start Over' }).click();
    await page.getByRole('heading', { name: 'Tell us about your business' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Connection Issue' }).count()).resolves.toBe(0);
    await expect(page.getByLabel('Company name').inputValue()).resolves.toBe('Crumb & Co');
    await expect(page.getByRole('button', { name: SUBMIT }).isDisabled()).resolves.toBe(false);
    await context.close();
  });

  it('scrolls to the top on submit on a phone, and the results have no axe violations', async () => {
    const { page, context } = await openPresencePage(phone);
    await fill(page);
    await page.getByRole('button', { name: SUBMIT }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await submit(page);
    await page.waitForFunction(() => window.scrollY === 0);
    await complete(page);
    await page.emulateMedia({ reducedMotion: 'reduce' }); // toasts checked at rest, not mid-animation
    await expect(axeViolations(page)).resolves.toEqual([]);
    await context.close();
  });

  it('survives leaving the results by a link and coming Back', async () => {
    const { page, context } = await openPresencePage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await fill(page);
    await submit(page);
    await complete(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog', exact: true })
      .click();
    await page.waitForURL('**/blog');
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Show Up Online Tool' }).waitFor();
    // The last result comes back from this browser's history; New Analysis goes back to the form.
    await page.getByRole('heading', { name: 'Online Presence Analysis Complete' }).waitFor();
    await page.getByRole('button', { name: 'New Analysis' }).click();
    await page.getByRole('heading', { name: 'Tell us about your business' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
