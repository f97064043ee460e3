import { axeViolations } from './support/axe';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import { DEMO_OUTPUT_LINE } from '../../web/src/lib/demo-output';
import { isToolRequest, phone, expectTexts } from './support/browser';
import { openToolPage } from './support/tool-page';
import { useSiteAndBrowser } from './support/site-and-browser';
import { docxXml, inXml } from './support/docx';
import { afterDemoLines } from './support/demo-lines';

const ctx = useSiteAndBrowser();

const PATH = '**/functions/v1/blog-topic-generator';

const blogPage = (options = {}) =>
  openToolPage(ctx.browser, ctx.site.url, '/blog-topic', 'Blog Topic Generator', options);

async function fill(page: Page) {
  await page.getByLabel('Industry').fill('Artisan bakery');
  await page.getByLabel('Target keywords').fill('sourdough starter, bakery marketing');
  await page.getByLabel('Target audience').fill('home bakers');
}

const generate = (page: Page) => page.getByRole('button', { name: 'Generate Topic Ideas' }).click();
const region = (page: Page) => page.getByRole('region', { name: 'Blog topic ideas' });
const titles = (page: Page) => region(page).getByRole('heading', { level: 3 }).allInnerTexts();
const answer = (body: unknown) => ({ contentType: 'application/json', body: JSON.stringify(body) });

describe('blog topic generator', () => {
  it('shows a skeleton, then 5-10 ideas free of excluded topics; copies them and downloads the .docx', async () => {
    const { page, context } = await blogPage();
    await expect(page.title()).resolves.toBe('Blog Topic Generator | Content Co-Pilot');
    await page.route(PATH, async (route) => {
      await sleep(1000); // long enough to see the loading state
      await route.continue();
    });
    await fill(page);
    await page.getByLabel('Competitor URLs (optional)').fill('theperfectloaf.com');
    await page.getByLabel('Topics to exclude (optional)').fill('gluten-free, starter');
    const request = page.waitForRequest((r) => r.url().endsWith('/blog-topic-generator'));
    await generate(page);
    expect((await request).postDataJSON()).toEqual({
      industry: 'Artisan bakery',
      targetKeywords: 'sourdough starter, bakery marketing',
      targetAudience: 'home bakers',
      competitorURLs: 'theperfectloaf.com',
      contentType: 'how-to',
      excludeTopics: 'gluten-free, starter',
    });
    await expect(page.getByRole('button', { name: 'Finding Great Topics...' }).isDisabled()).resolves.toBe(
      true,
    );
    await expect(region(page).getAttribute('aria-busy')).resolves.toBe('true');
    await expect(region(page).locator('ul[aria-hidden="true"] > li').count()).resolves.toBe(5);

    const toast = page.getByText(/^\d+ blog topics generated successfully!$/);
    await toast.waitFor();
    const shown = await titles(page);
    expect(await toast.innerText()).toBe(`${shown.length} blog topics generated successfully!`);
    expect(shown.length).toBeGreaterThanOrEqual(5);
    expect(shown.length).toBeLessThanOrEqual(10);
    const text = await region(page).innerText();
    expect(text).not.toMatch(/gluten|starter/i);
    // Ideas written in advance for the nearest archetype, said to be another business's; the form below it.
    await page
      .getByText(/^Sample answer, written for Marigold Kitchen, a neighbourhood restaurant\./)
      .waitFor();
    await page.getByText(/^Your input: Industry: Artisan bakery · /).waitFor();
    const height = await region(page).evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeGreaterThanOrEqual(400);
    expect(height).toBeLessThanOrEqual(600);

    await page.getByRole('button', { name: 'Copy All' }).click();
    await page.getByRole('button', { name: 'Copied!' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(afterDemoLines(copied).startsWith('1. ')).toBe(true);
    expect(copied.match(/^\d+\. /gm)).toHaveLength(shown.length);
    expect(copied).toContain(`1. ${shown[0]}\nType: How-to guide\nWhy it works: `);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download DOCX' }).click();
    const file = await download;
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    expect(file.suggestedFilename()).toBe(`blog-topic-ideas-${today}.docx`);
    const xml = await docxXml(file);
    for (const part of [
      'Blog Topic Ideas',
      DEMO_OUTPUT_LINE,
      'Industry: Artisan bakery',
      inXml(shown.at(-1)!),
      'Why it works: ',
    ]) {
      expect(xml).toContain(part);
    }
    await context.close();
  });

  it('shows the shared schema’s messages and sends nothing until the form is valid', async () => {
    const { page, context } = await blogPage();
    let sent = 0;
    page.on('request', (r) => void (isToolRequest(r) && sent++));
    await generate(page);
    await expectTexts(page.getByRole('alert'), [
      'Please enter your industry.',
      'Please enter at least one target keyword.',
      'Please describe your target audience.',
    ]);
    await fill(page);
    await page.getByLabel('Competitor URLs (optional)').fill('https://rival.example\nnot a url');
    await generate(page);
    await expectTexts(page.getByRole('alert'), ['Each competitor URL must be a web address.']);
    expect(sent).toBe(0);
    await context.close();
  });

  it('says so when no ideas came back or the answer is malformed', async () => {
    const { page, context } = await blogPage();
    await page.route(PATH, (route) =>
      route.fulfill(answer({ ideas: [], demo: false, usage: { inputTokens: 1, outputTokens: 0 } })),
    );
    await fill(page);
    await generate(page);
    await region(page).getByText('No topic ideas were generated. Try refining your inputs.').waitFor();
    // Once in the list, once as the warning toast.
    await page.getByText('No topic ideas were generated. Try refining your inputs.').nth(1).waitFor();

    await page.unroute(PATH);
    await page.route(PATH, (route) => route.fulfill(answer({ ideas: 'none' })));
    await generate(page);
    await page.getByText('Error generating topics: Invalid response format: ideas is not an array').waitFor();
    await context.close();
  });

  it('reports a document generator that fails to load', async () => {
    const { page, context } = await blogPage();
    await fill(page);
    await generate(page);
    await page.getByText(/blog topics generated successfully!$/).waitFor();
    await page.route('**/assets/list-document-*.js', (route) => route.abort());
    await page.getByRole('button', { name: 'Download DOCX' }).click();
    await page.getByText('Document generator load failure').waitFor();
    await context.close();
  });

  it.each([
    ['desktop', {}],
    ['phone', phone],
  ])('has no axe violations on %s, empty and with ideas', async (_name, viewport) => {
    const { page, context } = await blogPage(viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' }); // toasts checked at rest, not mid-animation
    await expect(axeViolations(page)).resolves.toEqual([]);
    await fill(page);
    await generate(page);
    await page.getByText(/blog topics generated successfully!$/).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await context.close();
  });
});
