import type { Locator } from 'playwright-core';
import { tools } from '../../web/src/config/tools';
import { fixturesOf } from '../support/tool-fixtures';
import { desktop, openPage, phone } from './support/browser';
import { fillBriefForm } from './support/brief-page';
import { useSiteAndBrowser } from './support/site-and-browser';

const ctx = useSiteAndBrowser();

/** A visitor who closed the cookie notice. */
async function visitor(path: string, options = desktop) {
  const opened = await openPage(ctx.browser, options);
  await opened.context.addInitScript(() => localStorage.setItem('cookieConsentSeen', 'true'));
  await opened.page.goto(`${ctx.site.url}${path}`);
  await opened.page.locator('main h1').first().waitFor();
  return opened;
}

const hasFocus = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
/** Radix moves focus back a frame after a dialog closes, a form's check loads on first use: wait for focus. */
async function waitForFocus(locator: Locator) {
  const element = await locator.elementHandle();
  await locator.page().waitForFunction((el) => el === document.activeElement, element, { timeout: 20_000 });
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
    /** Each tool's keyboard journey (its fixtures' `keyboard`), falling back to its result's fill and its submit. */
    const journeys = tools.map((tool) => {
      const { submit, result, keyboard } = fixturesOf(tool.id).page;
      const fill = keyboard.fill ?? result?.fill;
      if (!fill) throw new Error(`Tool ${tool.id} has no way to fill its form in its fixtures`);
      return { path: tool.path, ...keyboard, fill, submit: keyboard.submit ?? submit };
    });

    it.each(journeys)('of $path', async ({ path, fill, submit, heading, announced }) => {
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
    });
  });

  describe('on an invalid submit, moves to the first invalid field', () => {
    it.each(
      tools.flatMap((tool) => {
        const { submit, invalid } = fixturesOf(tool.id).page;
        return invalid ? [{ path: tool.path, submit, ...invalid }] : [];
      }),
    )('of $path', async ({ path, submit, first, then }) => {
      const { page, context } = await visitor(path);
      // The form's check loads with its first use: focus moves once it has run.
      await page.getByRole('button', { name: submit }).click();
      await waitForFocus(page.getByLabel(first));
      if (then) {
        await page.getByLabel(first).fill('Email marketing for bakeries');
        await page.getByRole('button', { name: submit }).click();
        await waitForFocus(page.getByLabel(then));
      }
      await context.close();
    });

    it('of the contact form', async () => {
      const { page, context } = await visitor('/');
      await page.getByRole('contentinfo').getByRole('button', { name: 'Contact' }).click();
      const dialog = page.getByRole('dialog', { name: 'Contact Us' });
      await dialog.getByLabel('Name').fill('Dana Baker');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await waitForFocus(dialog.getByLabel('Email'));
      await context.close();
    });
  });
});
