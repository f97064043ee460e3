import type { Page } from 'playwright-core';
import { tools } from '../../web/src/config/tools';
import { fixturesOf } from '../support/tool-fixtures';
import { desktop, openPage, phone } from './support/browser';
import { briefRegion, fillBriefForm } from './support/brief-page';
import { waitForKept } from './support/history';
import { openToolPage } from './support/tool-page';
import { UNSIGNED_PREVIOUS } from '../../lambdas/refine/previous';
import { useSiteAndBrowser } from './support/site-and-browser';

const ctx = useSiteAndBrowser();

const profile = {
  'Business name': 'Crumb & Co',
  Website: 'crumb.example',
  Industry: 'Artisan bakery',
  Audience: 'Busy parents nearby',
};

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
/** The profile fills a form after the page is live (its reader loads then): wait for its first mark. */
const profileApplied = (page: Page) => page.getByText('From your profile').first().waitFor();

const words = async (page: Page) => (await briefRegion(page).innerText()).split(/\s+/).filter(Boolean).length;

/** Opens 'Your business' as the screen offers it (the header on desktop, the drawer on a phone), fills and saves it. */
async function saveProfile(page: Page, onPhone: boolean) {
  if (onPhone) {
    await page.getByRole('button', { name: 'Toggle navigation menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Your business' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Your business' }).click();
  }
  const panel = page.getByRole('dialog', { name: 'Your business' });
  for (const [label, value] of Object.entries(profile))
    await panel.getByLabel(label, { exact: true }).fill(value);
  await panel.getByLabel('Tone').selectOption('casual');
  await panel.getByLabel('Output language').selectOption('vi');
  await panel.getByRole('button', { name: 'Save profile' }).click();
  await panel.waitFor({ state: 'detached' });
}

describe.each([
  ['1280 px', desktop, false],
  ['375 px', phone, true],
])('the visitor’s workspace at %s', (_width, screen, onPhone) => {
  it('fills the profile once, and every tool form starts from it, marked, in the profile’s language', async () => {
    const { page, context } = await openToolPage(
      ctx.browser,
      ctx.site.url,
      '/content-brief',
      'Content Brief Generator',
      screen,
    );
    await saveProfile(page, onPhone);
    for (const tool of tools) {
      await page.goto(`${ctx.site.url}${tool.path}`);
      await heading(page, tool.label).waitFor();
      await profileApplied(page);
      const { prefilled } = fixturesOf(tool.id).page;
      for (const [label, value] of prefilled)
        await expect(page.getByLabel(label).inputValue()).resolves.toBe(value);
      await expect(page.getByText('From your profile').count()).resolves.toBe(prefilled.length + 1);
      await expect(page.getByLabel(/^Output language/).inputValue()).resolves.toBe('vi');
    }

    // Editing a shared field leaves the profile as it was until the visitor asks.
    await page.getByLabel(/^Brand name/).fill('Rise Bakery');
    await page.getByRole('button', { name: 'Save to profile', description: /^Brand name/ }).waitFor();
    await page.goto(`${ctx.site.url}/show-up-online`);
    await profileApplied(page);
    await expect(page.getByLabel(/^Company name/).inputValue()).resolves.toBe('Crumb & Co');
    await page.getByLabel(/^Company name/).fill('Rise Bakery');
    await page.getByRole('button', { name: 'Save to profile', description: /^Company name/ }).click();
    await page.goto(`${ctx.site.url}/brand-roast`);
    await heading(page, 'Brand Roast & Rebuild').waitFor();
    await profileApplied(page);
    await expect(page.getByLabel(/^Brand name/).inputValue()).resolves.toBe('Rise Bakery');
    await context.close();
  });

  it('refines a brief Shorter, keeps it across a reload, and opens it again from Recent results', async () => {
    const { page, context } = await openToolPage(
      ctx.browser,
      ctx.site.url,
      '/content-brief',
      'Content Brief Generator',
      screen,
    );
    await page.getByRole('button', { name: 'Close cookie notice' }).click();
    await fillBriefForm(page, { topic: 'Sourdough for beginners' });
    await page.getByRole('button', { name: 'Generate Content Brief' }).click();
    await page.getByText('Your content brief is ready.').waitFor();
    const before = await words(page);

    await page.getByRole('button', { name: 'Shorter' }).click();
    await page.getByText('Refined: Shorter').waitFor();
    const after = await words(page);
    expect(after).toBeLessThan(before);
    await waitForKept(page, 1);

    await page.reload();
    await briefRegion(page).getByText('SEO Snapshot').waitFor();
    await expect(words(page)).resolves.toBe(after);

    // Leaving by link, coming back by Back: the recent results list it, with its refinement.
    await page.getByRole('link', { name: 'Recent results' }).click();
    await heading(page, 'Recent results').waitFor();
    const item = page.getByRole('listitem').filter({ hasText: 'Content Brief Generator' });
    await item.getByText('Refined: Shorter').waitFor();
    await page.goBack();
    await heading(page, 'Content Brief Generator').waitFor();
    await briefRegion(page).getByText('SEO Snapshot').waitFor();
    await expect(words(page)).resolves.toBe(after);

    // A new form, then Open: the kept inputs and result come back.
    await page.getByLabel('Topic').fill('Something else');
    await page.goForward();
    await item.getByRole('button', { name: 'Open' }).click();
    await heading(page, 'Content Brief Generator').waitFor();
    await expect(page.getByLabel('Topic').inputValue()).resolves.toBe('Sourdough for beginners');
    await briefRegion(page).getByText('SEO Snapshot').waitFor();
    await expect(words(page)).resolves.toBe(after);

    await page.goBack();
    await heading(page, 'Recent results').waitFor();
    await item.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No results yet').waitFor();
    await context.close();
  });
});

/**
 * Changes the newest kept result's text by hand, as an older page or a visitor could, and waits for the
 * write: a reload before it commits would show the result as it was.
 */
const setNewestKeptText = (page: Page, text: string) =>
  page.evaluate(
    (newText) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('content-copilot');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('workspace', 'readwrite').objectStore('workspace');
          const read = store.get('results');
          read.onsuccess = () => {
            const [newest] = read.result as { result: { data: { text: string } } }[];
            newest!.result.data.text = newText;
            store.put(read.result, 'results').onsuccess = () => resolve();
          };
        };
      }),
    text,
  );

describe('the workspace refuses what it cannot use', () => {
  it('loads a page with an empty profile when the stored one is corrupt, and drops it', async () => {
    const { page, context } = await openPage(ctx.browser);
    await page.goto(`${ctx.site.url}/privacy-policy`);
    for (const stored of ['{not json', JSON.stringify({ version: 0, profile: { businessName: 'Old' } })]) {
      await page.evaluate((value) => localStorage.setItem('workspace:profile', value), stored);
      await page.goto(`${ctx.site.url}/show-up-online`);
      await heading(page, 'Show Up Online Tool').waitFor();
      await expect(page.getByLabel('Company name').inputValue()).resolves.toBe('');
      await expect(page.evaluate(() => localStorage.getItem('workspace:profile'))).resolves.toBeNull();
    }
    await context.close();
  });

  it('answers a long instruction, an unlisted language and an oversized result with the form’s messages', async () => {
    const { page, context } = await openToolPage(
      ctx.browser,
      ctx.site.url,
      '/content-brief',
      'Content Brief Generator',
    );
    await fillBriefForm(page);
    await page.getByRole('button', { name: 'Generate Content Brief' }).click();
    await page.getByText('Your content brief is ready.').waitFor();

    await page.getByLabel('Your instruction').fill('x'.repeat(201));
    await page.getByRole('button', { name: 'Refine', exact: true }).click();
    await page.getByText('Your instruction must be 200 characters or fewer.').waitFor();

    // A language the list does not offer (as an edited page could send).
    await page.evaluate(() => {
      const select = document.querySelector<HTMLSelectElement>('#refine-language')!;
      select.add(new Option('Klingon', 'tlh'));
    });
    await page.getByLabel('Translate to…').selectOption('tlh');
    await page.getByRole('button', { name: 'Translate', exact: true }).click();
    await page.getByText('We cannot write in "tlh".').waitFor();

    // A kept result longer than a brief can be, as an older page or a hand edit could leave it.
    await setNewestKeptText(page, 'x '.repeat(13_001));
    await page.reload();
    await page.getByRole('button', { name: 'Shorter' }).click();
    await page
      .getByText('This result is too long to refine: at most 26,000 characters can be refined.')
      .waitFor();

    // A kept result changed by hand, within the cap: this site did not write it, so it is not refined.
    await setNewestKeptText(page, '## SEO Snapshot\n- Topic: a brief of my own');
    await page.reload();
    await page.getByRole('button', { name: 'Shorter' }).click();
    await page.getByText(UNSIGNED_PREVIOUS).waitFor();
    await context.close();
  });
});
