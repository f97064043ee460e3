import { axeViolations } from './support/axe';
import type { Page } from 'playwright-core';
import { DEMO_OUTPUT_LINE } from '../../web/src/lib/demo-output';
import { isToolRequest, phone } from './support/browser';
import { openToolPage } from './support/tool-page';
import { useSiteAndBrowser } from './support/site-and-browser';
import { docxXml, inXml } from './support/docx';
import { afterDemoLines } from './support/demo-lines';

const ctx = useSiteAndBrowser();

const headlinePage = (options = {}, on: typeof ctx = ctx) =>
  openToolPage(on.browser, on.site.url, '/headline-hook', 'Headline & Hook Writer', options);

async function fill(page: Page) {
  await page.getByLabel('Topic').fill('Email marketing for bakeries');
  await page.getByLabel('Audience').fill('bakery owners');
}

const list = (page: Page, noun = 'headlines') => page.getByRole('region', { name: `Generated ${noun}` });
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const posted = (page: Page) =>
  page.waitForRequest((r) => r.url().endsWith('/functions/v1/headline-generator') && r.method() === 'POST');

describe('headline & hook writer', () => {
  describe('while it writes', () => {
    // Paced, for the one test that looks at the button while the headlines are still being written.
    const paced = useSiteAndBrowser({ functionEnv: { DEMO_CHUNK_DELAY_MS: '10' } });
    it('writes scored headlines in a 500px list, copies one and all, and downloads generated-headlines.docx', async () => {
      const { page, context } = await headlinePage({}, paced);
      await expect(page.title()).resolves.toBe('Headline & Hook Writer | Content Co-Pilot');
      await fill(page);
      await page.getByLabel('Key benefit (optional)').fill('fill more weekend orders');
      await page.getByLabel('Emotional trigger').selectOption({ label: 'Fear of Missing Out' });
      await page.getByLabel('Tone').selectOption('bold');
      const request = posted(page);
      await page.getByRole('button', { name: 'Generate Headlines' }).click();
      expect((await request).postDataJSON()).toEqual({
        mode: 'headlines',
        contentTopic: 'Email marketing for bakeries',
        targetAudience: 'bakery owners',
        contentType: 'Blog Post',
        keyBenefit: 'fill more weekend orders',
        emotionalTrigger: 'Fear of Missing Out',
        tone: 'Bold',
      });
      await expect(page.getByRole('button', { name: 'Generating...' }).isDisabled()).resolves.toBe(true);
      await page.getByText('Generation complete').waitFor();
      await page.getByText('Demo output: connect Amazon Bedrock for AI-written results.').waitFor();

      const items = list(page)
        .getByRole('listitem')
        .filter({ has: page.getByRole('button') });
      await expect(items.count()).resolves.toBe(10);
      const box = await list(page).evaluate((el) => [
        el.getBoundingClientRect().height,
        getComputedStyle(el).overflowY,
      ]);
      expect(box).toEqual([500, 'auto']);

      const first = items.first();
      // The points behind the score are text in view before the breakdown opens (issue 46.4).
      await expect(first.getByTestId('score-criteria').innerText()).resolves.toMatch(
        /^Length \d+\/30 · Words \d+\/3 · Specificity \d+\/25 · Benefit \d+\/25 · Repeats \d+\/2 · Reading ease \d+\/10 · Balance \d+\/5$/,
      );
      await first.getByText(/^\d+\/100$/).click(); // opens the score breakdown
      await first.getByText('Length for its channel', { exact: true }).waitFor();
      for (const label of [
        'Word count',
        'Specificity',
        'Clarity of benefit',
        'Repeated words',
        'Reading ease',
        'Word balance',
        'Number or question',
        'Power words',
        'Emotional words',
        'As a search result',
        'As an email subject on a phone',
      ]) {
        await first.getByText(label, { exact: true }).waitFor();
      }
      await expect(first.innerText()).resolves.toMatch(/\d+ characters/);

      await page.getByRole('button', { name: 'Copy All' }).click();
      await page.getByRole('button', { name: 'Copied!' }).waitFor();
      const lines = afterDemoLines(await clipboard(page)).split('\n');
      expect(lines).toHaveLength(10);
      expect(lines[0]).toMatch(/^1\. \S/);
      await page.getByRole('button', { name: 'Copy All' }).waitFor({ timeout: 6000 }); // back after 2 s

      const third = (await items.nth(2).locator('p').first().innerText()).trim();
      await page.getByRole('button', { name: 'Copy headline 3' }).click();
      await items.nth(2).getByRole('button', { name: 'Copied!' }).waitFor();
      expect(afterDemoLines(await clipboard(page))).toBe(third);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download DOCX' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('generated-headlines.docx');
      const xml = await docxXml(file);
      for (const text of [
        'Generated Headlines',
        DEMO_OUTPUT_LINE,
        'Topic: Email marketing for bakeries',
        inXml(third),
        'Score: ',
      ]) {
        expect(xml).toContain(text);
      }
      await context.close();
    });
  });

  it('resets the trigger on a tab switch (by keyboard too) and writes hooks as generated-hooks.docx', async () => {
    const { page, context } = await headlinePage();
    await fill(page);
    await page.getByLabel('Emotional trigger').selectOption('urgency');
    await page.getByRole('tab', { name: 'Headlines (Titles)' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tab', { name: 'Hooks (Opening Lines)', selected: true }).waitFor();
    await expect(page.getByLabel('Hook style').inputValue()).resolves.toBe('question');
    await expect(page.getByLabel('Topic').inputValue()).resolves.toBe('Email marketing for bakeries');
    await page.getByLabel('Hook style').selectOption({ label: 'Challenge Assumption' });
    await page.getByRole('tab', { name: 'Headlines (Titles)' }).click();
    await expect(page.getByLabel('Emotional trigger').inputValue()).resolves.toBe('curiosity');
    await page.getByRole('tab', { name: 'Hooks (Opening Lines)' }).click();
    await page.getByLabel('Hook style').selectOption('story');
    await page.getByLabel('Main problem (optional)').fill('no time to write newsletters');

    const request = posted(page);
    await page.getByRole('button', { name: 'Generate Hooks' }).click();
    expect((await request).postDataJSON()).toMatchObject({
      mode: 'hooks',
      mainProblem: 'no time to write newsletters',
      hookStyle: 'story',
      tone: 'professional',
    });
    await page.getByText('Generation complete').waitFor();
    await page.getByRole('heading', { name: 'Your Hooks' }).waitFor();
    const items = list(page, 'hooks').getByRole('listitem');
    await expect(items.count()).resolves.toBe(5);
    await expect(
      list(page, 'hooks')
        .getByText(/\/100$/)
        .count(),
    ).resolves.toBe(0); // hooks are not scored

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download DOCX' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('generated-hooks.docx');
    await expect(docxXml(file)).resolves.toContain('Generated Hooks');
    await context.close();
  });

  it('asks for both topic and audience before sending anything', async () => {
    const { page, context } = await headlinePage();
    let sent = 0;
    page.on('request', (r) => void (isToolRequest(r) && sent++));
    await page.getByLabel('Topic').fill('Email marketing');
    await page.getByRole('button', { name: 'Generate Headlines' }).click();
    await page.getByText('Required fields missing').waitFor();
    await page.getByText('Please fill in both the topic and audience fields.').waitFor();
    await expect(page.getByLabel('Audience').getAttribute('aria-invalid')).resolves.toBe('true');
    expect(sent).toBe(0);
    await context.close();
  });

  it('shows the product rules’ failure texts: a server error and an empty answer', async () => {
    const { page, context } = await headlinePage();
    await page.route('**/functions/v1/headline-generator', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"Internal server error"}',
      }),
    );
    await fill(page);
    await page.getByRole('button', { name: 'Generate Headlines' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Generation Failed' });
    await alert.getByText('Failed to generate headlines (500): Internal server error').waitFor();
    await page.getByText('Generation failed', { exact: true }).waitFor();

    await page.unroute('**/functions/v1/headline-generator');
    await page.route('**/functions/v1/headline-generator', (route) =>
      route.fulfill({
        contentType: 'application/x-ndjson',
        body: '{"type":"done","demo":false,"usage":{"inputTokens":1,"outputTokens":0}}\n',
      }),
    );
    await page.getByRole('button', { name: 'Generate Headlines' }).click();
    await page.getByRole('alert').filter({ hasText: 'No data received from generator' }).waitFor();

    // An answer with no body at all reads the same, not as a broken stream.
    await page.unroute('**/functions/v1/headline-generator');
    await page.route('**/functions/v1/headline-generator', (route) =>
      route.fulfill({ contentType: 'application/x-ndjson', body: '' }),
    );
    await page.reload();
    await fill(page);
    await page.getByRole('button', { name: 'Generate Headlines' }).click();
    await page.getByRole('alert').filter({ hasText: 'No data received from generator' }).waitFor();
    await expect(page.getByText('ended before the generation finished').count()).resolves.toBe(0);
    await context.close();
  });

  it.each([
    ['desktop', {}],
    ['phone', phone],
  ])('has no axe violations on %s, empty and with scored headlines', async (_name, viewport) => {
    const { page, context } = await headlinePage(viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' }); // toasts checked at rest, not mid-animation
    await expect(axeViolations(page)).resolves.toEqual([]);
    await fill(page);
    await page.getByRole('button', { name: 'Generate Headlines' }).click();
    await page.getByText('Generation complete').waitFor();
    await list(page)
      .getByText(/^\d+\/100$/)
      .first()
      .click();
    await page.getByText('How headlines are scored').click();
    await expect(axeViolations(page)).resolves.toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await context.close();
  });
});
