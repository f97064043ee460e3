import { axeViolations } from './support/axe';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { critiqueSections } from '../../lambdas/landing-page-critique/contract';
import { DEMO_OUTPUT_LINE } from '../../web/src/lib/demo-output';
import { html, startPageServer, type PageServer } from '../../scripts/fakes/page-server';
import { isToolRequest, phone, expectTexts } from './support/browser';
import { docxXml } from './support/docx';
import { useSiteAndBrowser } from './support/site-and-browser';
import { openToolPage } from './support/tool-page';

const fixture = (name: string) => readFileSync(join(__dirname, '../fixtures/pages', name), 'utf8');

let pages: PageServer;
const functionEnv: Record<string, string> = { DEMO_CHUNK_DELAY_MS: '20' };
// Runs before the site starts (registered first), so the local-only allowlist names the page server.
beforeAll(async () => {
  pages = await startPageServer({
    '/': html(fixture('good.html')),
    '/rival': html(fixture('bad.html')),
    '/inject': html(fixture('prompt-injection.html')),
    '/feed.json': (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'),
  });
  functionEnv.FETCH_ALLOW_HOSTS = pages.hostPort;
});
afterAll(() => pages.close());

const ctx = useSiteAndBrowser({ functionEnv });

const open = () => openToolPage(ctx.browser, ctx.site.url, '/landing-page-critique', 'Landing Page Critique');
const analysis = (page: Page) => page.getByRole('region', { name: 'Landing page analysis' });
const checksTable = (page: Page) => page.locator('table').filter({ hasText: 'Check' });
const today = () => {
  const d = new Date();
  return [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
};

async function fillCommon(page: Page, competitorUrl = '') {
  await page.getByLabel('Industry').fill('Artisan bakery');
  await page.getByLabel('Target audience').fill('busy parents nearby');
  await page.getByLabel('Conversion goal').selectOption('lead-capture');
  await page.getByLabel('Competitor URL (optional)').fill(competitorUrl);
}

describe('landing page critique', () => {
  it('analyses a page by URL: sections stream in, checks sit beside the competitor, then copy and .docx', async () => {
    const { page, context } = await open();
    await page.getByLabel('Landing page URL').fill(`${pages.origin}/`);
    await fillCommon(page, `${pages.origin}/rival`);
    await page.getByRole('button', { name: 'Analyze Landing Page' }).click();

    await analysis(page).getByRole('heading', { name: 'Overview' }).waitFor();
    await expect(page.getByRole('button', { name: 'Analyzing...' }).isDisabled()).resolves.toBe(true);
    await page.getByText('Landing page analysis complete!').waitFor();
    await expect(analysis(page).locator('h3').allTextContents()).resolves.toEqual([...critiqueSections]);
    await page.getByText('Demo output: connect Amazon Bedrock for AI-written results.').waitFor();
    // The critique is written from the page's own measured checks (issue 38), and says so; the form is below.
    await page.getByText('Sample critique, written in advance from your page’s measured checks.').waitFor();
    await page.getByText(/^Your input: Page: 127\.0\.0\.1 · Industry: Artisan bakery · /).waitFor();
    // What was measured on the visitor's page is beside it, from the real checks.

    await page.getByRole('heading', { name: 'Measured on the page' }).waitFor();
    await expect(checksTable(page).locator('tbody tr').count()).resolves.toBe(19);
    const titleRow = checksTable(page).locator('tr[data-check="title"]');
    await expect(titleRow.innerText()).resolves.toMatch(
      /Title[\s\S]*45 characters[\s\S]*Pass[\s\S]*Missing[\s\S]*Fail/,
    );
    await expect(checksTable(page).locator('thead').innerText()).resolves.toMatch(/Your page\s+Competitor/);

    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('button', { name: 'Copied!' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // Plain sectioned text, as the brief copies: each title on its own line, no markdown markup.
    expect(copied.split('\n').slice(0, 5)).toEqual([
      'Sample critique, written in advance from your page’s measured checks.',
      DEMO_OUTPUT_LINE,
      '',
      'Overview',
      '- Goal: lead capture',
    ]);
    expect(copied).not.toMatch(/^#|\*\*/m);
    const titles = copied.split('\n\n').map((section) => section.split('\n')[0]);
    expect(titles).toEqual(expect.arrayContaining([...critiqueSections, 'Measured on the page']));
    expect(copied).toContain(
      '\n\nMeasured on the page\n- Title: 45 characters (Pass; target: 30–60 characters).',
    );
    expect(copied).toContain("\n\nMeasured on the competitor's page\n- Title: Missing (Fail;");

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download DOCX' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`landing-page-critique-127.0.0.1-${today()}.docx`);
    const xml = await docxXml(file);
    for (const text of [
      'Landing Page Critique: 127.0.0.1',
      DEMO_OUTPUT_LINE,
      'Accessibility Audit',
      'Measured on the page',
    ])
      expect(xml).toContain(text);
    await page.getByText('Analysis downloaded!').waitFor();
    await context.close();
  });

  it('fits a phone with the competitor beside the page: the page never scrolls sideways', async () => {
    const { page, context } = await openToolPage(
      ctx.browser,
      ctx.site.url,
      '/landing-page-critique',
      'Landing Page Critique',
      phone,
    );
    await page.getByLabel('Landing page URL').fill(`${pages.origin}/`);
    await fillCommon(page, `${pages.origin}/rival`);
    await page.getByRole('button', { name: 'Analyze Landing Page' }).click();
    await page.getByText('Landing page analysis complete!').waitFor();
    await checksTable(page).locator('tr[data-check="title"]').waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(375);
    // Every row of the table is on screen: the competitor's figures sit under the page's.
    for (const box of await checksTable(page)
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(375);
    }
    const titleRow = checksTable(page).locator('tr[data-check="title"]');
    await expect(titleRow.innerText()).resolves.toMatch(
      /Your page[\s\S]*45 characters[\s\S]*Competitor[\s\S]*Missing/,
    );
    await context.close();
  });

  it('analyses pasted copy by text with the checks text allows, named after the text', async () => {
    const { page, context } = await open();
    await page.getByRole('tab', { name: 'Analyze by Text' }).click();
    await page
      .getByLabel('Landing page copy')
      .fill('Fresh sourdough at your door\nWe bake every loaf by hand before dawn.\nOrder your first loaf');
    await fillCommon(page);
    await page.getByRole('button', { name: 'Analyze Landing Page' }).click();
    await page.getByText('Landing page analysis complete!').waitFor();
    await page.getByText('Sample critique, written in advance from your copy’s measured checks.').waitFor();
    await page.getByText(/^Your input: Page: pasted copy · /).waitFor();
    await expect(checksTable(page).locator('tbody th').allInnerTexts()).resolves.toEqual([
      expect.stringContaining('Headline (first line)'),
      expect.stringContaining('Word count'),
      expect.stringContaining('Reading grade'),
      expect.stringContaining('Calls to action'),
      expect.stringContaining('Calls to action in the first 150 words'),
    ]);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download DOCX' }).click();
    expect((await download).suggestedFilename()).toBe(`landing-page-critique-text-${today()}.docx`);
    await context.close();
  });

  it('shows what is missing on each tab and sends nothing', async () => {
    const { page, context } = await open();
    let posted = 0;
    page.on('request', (request) => void (isToolRequest(request) && posted++));
    await page.getByRole('button', { name: 'Analyze Landing Page' }).click();
    // The form's check loads with its first submit: its messages come with it (expectTexts waits for them).
    await expectTexts(page.getByRole('alert'), [
      'Please enter the URL of your landing page.',
      'Please enter your industry.',
      'Please describe your target audience.',
    ]);
    await page.getByRole('tab', { name: 'Analyze by Text' }).click();
    await fillCommon(page, 'ftp://rival.example');
    await page.getByRole('button', { name: 'Analyze Landing Page' }).click();
    await expectTexts(page.getByRole('alert'), [
      'Please paste the copy of your landing page.',
      'The competitor URL must be a web address such as https://example.com.',
    ]);
    expect(posted).toBe(0);
    await context.close();
  });

  it.each([
    ['http://127.0.0.1/', 'We could not reach that page: the address is not a public website'],
    ['/feed.json', 'We could not reach that page: it is not an HTML page'],
  ])('says why %s cannot be analysed, in the toast and the result area', async (url, reason) => {
    const { page, context } = await open();
    await page.getByLabel('Landing page URL').fill(url.startsWith('/') ? `${pages.origin}${url}` : url);
    await fillCommon(page);
    await page.getByRole('button', { name: 'Analyze Landing Page' }).click();
    await page.getByText('Failed to analyze landing page').waitFor();
    await expect(page.getByText(reason).count()).resolves.toBe(2); // toast and alert
    await expect(analysis(page).innerText()).resolves.toContain(
      'An error occurred during analysis. Please try again.',
    );
    await expect(page.getByRole('button', { name: 'Analyze Landing Page' }).isEnabled()).resolves.toBe(true);
    await context.close();
  });

  it('renders a prompt-injection page as text only: no images or links from the page, no page errors on leaving and coming back', async () => {
    const { page, context } = await open();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const foreign: string[] = [];
    page.on(
      'request',
      (request) => void (request.url().includes('evil.example') && foreign.push(request.url())),
    );
    await page.getByLabel('Landing page URL').fill(`${pages.origin}/inject`);
    await fillCommon(page);
    await page.getByRole('button', { name: 'Analyze Landing Page' }).click();
    await page.getByText('Landing page analysis complete!').waitFor();
    await expect(checksTable(page).innerText()).resolves.toContain(
      '[Click here](https://evil.example/login)',
    );
    for (const region of [analysis(page), checksTable(page)])
      await expect(region.locator('img, a, iframe, script').count()).resolves.toBe(0);
    await expect(page.locator('[href*="evil.example"], [src*="evil.example"]').count()).resolves.toBe(0);
    expect(foreign).toEqual([]);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog', exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Landing Page Critique' }).waitFor();
    await page.getByRole('tab', { name: 'Analyze by URL' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has no axe violations before an analysis', async () => {
    const { page, context } = await open();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await context.close();
  });

  // A generation and a full-page axe run: more than the default journey time on a busy machine.
  it('has no axe violations with an analysis and its checks side by side', async () => {
    const { page, context } = await open();
    await page.emulateMedia({ reducedMotion: 'reduce' }); // toasts checked at rest, not mid-animation
    await page.getByLabel('Landing page URL').fill(`${pages.origin}/`);
    await fillCommon(page, `${pages.origin}/rival`);
    await page.getByRole('button', { name: 'Analyze Landing Page' }).click();
    await page.getByText('Landing page analysis complete!').waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await context.close();
  }, 60_000);
});
