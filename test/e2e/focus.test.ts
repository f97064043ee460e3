import type { Locator, Page } from 'playwright-core';
import { tools, type ToolId } from '../../web/src/config/tools';
import { desktop, openPage, phone } from './support/browser';
import { fillBriefForm } from './support/brief-page';
import { useSiteAndBrowser } from './support/site-and-browser';

const ctx = useSiteAndBrowser({ functionEnv: { GENERATOR: 'demo', DEMO_CHUNK_DELAY_MS: '20' } });

/**
 * Each tool's submit button, its first required field and, when it has one, the next; `null` for a
 * tool whose submit stays disabled until every required field is filled (its own e2e file checks that).
 */
const invalidSubmit: Record<ToolId, { submit: string; first: string; then?: string } | null> = {
  'content-brief': { submit: 'Generate Content Brief', first: 'Topic', then: 'Primary keywords' },
  'headline-hook': { submit: 'Generate Headlines', first: 'Topic', then: 'Audience' },
  'blog-topic': { submit: 'Generate Topic Ideas', first: 'Industry', then: 'Target keywords' },
  'linkedin-post': { submit: 'Generate Post', first: 'Topic' },
  'show-up-online': null,
  'landing-page-critique': { submit: 'Analyze Landing Page', first: 'Landing page URL', then: 'Industry' },
  'youtube-analysis': { submit: 'Analyze', first: 'Keyword' },
  'brand-roast': null,
};

/** A visitor who closed the cookie notice. */
async function visitor(path: string, options = desktop) {
  const opened = await openPage(ctx.browser, options);
  await opened.context.addInitScript(() => localStorage.setItem('cookieConsentSeen', 'true'));
  await opened.page.goto(`${ctx.site.url}${path}`);
  await opened.page.locator('main h1').first().waitFor();
  return opened;
}

const hasFocus = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
/** Radix moves focus back a frame after a dialog closes: wait for it rather than read it at once. */
async function waitForFocus(locator: Locator) {
  const element = await locator.elementHandle();
  await locator.page().waitForFunction((el) => el === document.activeElement, element, { timeout: 5_000 });
}

describe('focus', () => {
  it('lands on <main> from the skip link', async () => {
    const { page, context } = await visitor('/content-brief');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(hasFocus(skip)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await waitForFocus(page.getByRole('main'));
    await page.keyboard.press('Tab'); // onwards into the page, not back to the header
    await expect(
      page.evaluate(() => document.querySelector('main')!.contains(document.activeElement)),
    ).resolves.toBe(true);
    await context.close();
  });

  it.each(['Escape', 'Cancel', 'Close'])(
    'returns to the Contact button when the dialog closes (%s)',
    async (how) => {
      const { page, context } = await visitor('/');
      const contact = page.getByRole('contentinfo').getByRole('button', { name: 'Contact' });
      await contact.click();
      const dialog = page.getByRole('dialog', { name: 'Contact Us' });
      await dialog.getByLabel('Name').waitFor();
      if (how === 'Escape') await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: how, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await waitForFocus(contact);
      await context.close();
    },
  );

  it('returns to the setup-steps button when the Bedrock setup dialog closes', async () => {
    const { page, context } = await visitor('/content-brief');
    await page.route('**/functions/v1/content-brief', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'Amazon Bedrock refused',
          code: 'model_access',
          details: { modelId: 'm-1' },
        }),
      }),
    );
    await fillBriefForm(page);
    await page.getByRole('button', { name: 'Generate Content Brief' }).click();
    const opener = page.getByRole('button', { name: 'View setup steps' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Set up Amazon Bedrock' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await waitForFocus(opener);
    await context.close();
  });

  it('returns to the menu button when the phone drawer closes', async () => {
    const { page, context } = await visitor('/', phone);
    const menu = page.getByRole('button', { name: 'Toggle navigation menu' });
    await menu.click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await waitForFocus(menu);
    await context.close();
  });

  describe('after a submit by keyboard, lands on the result heading, and the result is announced', () => {
    /** Fills a tool's form, presses Enter on its submit button, and names what should then hold focus. */
    const journeys: Record<
      ToolId,
      {
        fill: (page: Page) => Promise<void>;
        submit: string;
        heading: string | RegExp;
        announced: string | RegExp;
      }
    > = {
      'content-brief': {
        fill: (page) => fillBriefForm(page),
        submit: 'Generate Content Brief',
        heading: 'Your Generated Brief',
        announced: 'Your content brief is ready.',
      },
      'headline-hook': {
        fill: async (page) => {
          await page.getByLabel('Topic').fill('Email marketing for bakeries');
          await page.getByLabel('Audience').fill('bakery owners');
        },
        submit: 'Generate Headlines',
        heading: 'Your Headlines',
        announced: /^\d+ headlines ready\.$/,
      },
      'blog-topic': {
        fill: async (page) => {
          await page.getByLabel('Industry').fill('Artisan bakery');
          await page.getByLabel('Target keywords').fill('sourdough starter');
          await page.getByLabel('Target audience').fill('home bakers');
        },
        submit: 'Generate Topic Ideas',
        heading: 'Your Blog Topic Ideas',
        announced: /^\d+ blog topics ready\.$/,
      },
      'linkedin-post': {
        fill: (page) => page.getByLabel('Topic').fill('Email marketing for bakeries'),
        submit: 'Generate Post',
        heading: 'Post Preview',
        announced: 'Your LinkedIn post is ready.',
      },
      'show-up-online': {
        fill: async (page) => {
          await page.getByLabel('Company name').fill('Crumb & Co');
          await page.getByLabel('Website URL').fill('127.0.0.1');
          await page.getByLabel('Industry').fill('Artisan bakery');
        },
        submit: 'Analyze My Online Presence',
        heading: 'Online Presence Analysis Complete',
        announced: 'Online Presence Analysis Complete',
      },
      'landing-page-critique': {
        fill: async (page) => {
          await page.getByRole('tab', { name: 'Analyze by Text' }).click();
          await page.getByLabel('Landing page copy').fill('Fresh bread at your door\nOrder your first loaf');
          await page.getByLabel('Industry').fill('Artisan bakery');
          await page.getByLabel('Target audience').fill('busy parents');
        },
        submit: 'Analyze Landing Page',
        heading: 'Landing Page Analysis',
        announced: 'Your landing page analysis is ready.',
      },
      'youtube-analysis': {
        fill: (page) => page.getByLabel('Keyword').fill('sourdough baking'),
        submit: 'Analyze',
        heading: /^Top videos/,
        announced: /^\d+ videos found\.$/,
      },
      'brand-roast': {
        fill: async (page) => {
          await page.getByLabel('Brand name').fill('Rise Bakery');
          await page.getByLabel('Tagline').fill('Quality bread, baked fresh');
          await page.getByLabel('Description').fill('A neighbourhood bakery that opens at six.');
          await page.getByLabel('Audience').fill('Early risers');
          await page.getByRole('button', { name: 'Roast My Brand' }).focus();
          await page.keyboard.press('Enter');
          // The email step takes the next keys: its field holds focus.
          const email = page.getByLabel('Email address');
          await email.waitFor();
          await waitForFocus(email);
          await email.fill('ana@example.com');
        },
        submit: 'Get My Roast',
        heading: 'ROAST',
        announced: 'ROAST',
      },
    };

    it.each(tools.map((tool) => ({ path: tool.path, ...journeys[tool.id] })))(
      'of $path',
      async ({ path, fill, submit, heading, announced }) => {
        const { page, context } = await visitor(path);
        await fill(page);
        await page.getByRole('button', { name: submit, exact: true }).focus();
        await page.keyboard.press('Enter');
        const target = page.getByRole('heading', { name: heading, exact: typeof heading === 'string' });
        await target.first().waitFor();
        // Announced: a status region says so, or focus lands on the result's heading, which is read out.
        if (typeof announced !== 'string' || announced !== heading) {
          await page.locator('[role="status"]').filter({ hasText: announced }).first().waitFor();
        }
        await waitForFocus(target.first());
        await context.close();
      },
    );
  });

  describe('on an invalid submit, moves to the first invalid field', () => {
    it.each(
      tools.flatMap((tool) => {
        const form = invalidSubmit[tool.id];
        return form ? [{ path: tool.path, ...form }] : [];
      }),
    )('of $path', async ({ path, submit, first, then }) => {
      const { page, context } = await visitor(path);
      await page.getByRole('button', { name: submit }).click();
      await expect(hasFocus(page.getByLabel(first))).resolves.toBe(true);
      if (then) {
        await page.getByLabel(first).fill('Email marketing for bakeries');
        await page.getByRole('button', { name: submit }).click();
        await expect(hasFocus(page.getByLabel(then))).resolves.toBe(true);
      }
      await context.close();
    });

    it('of the contact form', async () => {
      const { page, context } = await visitor('/');
      await page.getByRole('contentinfo').getByRole('button', { name: 'Contact' }).click();
      const dialog = page.getByRole('dialog', { name: 'Contact Us' });
      await dialog.getByLabel('Name').fill('Dana Baker');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(hasFocus(dialog.getByLabel('Email'))).resolves.toBe(true);
      await context.close();
    });
  });
});
