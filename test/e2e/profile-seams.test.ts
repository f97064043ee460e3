import type { Page } from 'playwright-core';
import { navigateInApp, openPage, settledValue } from './support/browser';
import { useSiteAndBrowser } from './support/site-and-browser';

const ctx = useSiteAndBrowser();

const arrive = async (page: Page, path: string, heading: string) => {
  await navigateInApp(page, path);
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
};

const profilePanel = async (page: Page) => {
  await page.getByRole('banner').getByRole('button', { name: 'Your business' }).click();
  return page.getByRole('dialog', { name: 'Your business' });
};

/** A visitor with a profile who has filled the blog topic form from it earlier in the session. */
async function withKeptForm() {
  const { page, context } = await openPage(ctx.browser);
  await page.goto(`${ctx.site.url}/`);
  const panel = await profilePanel(page);
  await panel.getByLabel('Industry', { exact: true }).fill('Artisan bakery');
  await panel.getByLabel('Audience', { exact: true }).fill('Busy parents nearby');
  await panel.getByRole('button', { name: 'Save profile' }).click();
  await panel.waitFor({ state: 'detached' });
  await arrive(page, '/blog-topic', 'Blog Topic Generator');
  await expect(settledValue(page.getByLabel('Industry'), 'Artisan bakery')).resolves.toBe('Artisan bakery');
  await arrive(page, '/show-up-online', 'Show Up Online Tool');
  await expect(settledValue(page.getByLabel('Industry'), 'Artisan bakery')).resolves.toBe('Artisan bakery');
  return { page, context };
}

// Issue 38 point 5: the profile reaches the forms kept from earlier in the session, not only the one on screen.
describe('the business profile and the forms kept this session', () => {
  it('Forget my profile empties what it filled in a form kept from an earlier page', async () => {
    const { page, context } = await withKeptForm();
    const panel = await profilePanel(page);
    await panel.getByRole('button', { name: 'Forget my profile' }).click();
    await page.getByText('Profile forgotten.').waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await expect(page.getByLabel('Industry').inputValue()).resolves.toBe('');

    await arrive(page, '/blog-topic', 'Blog Topic Generator');
    await expect(page.getByLabel('Industry').inputValue()).resolves.toBe('');
    await expect(page.getByLabel('Target audience').inputValue()).resolves.toBe('');
    await expect(page.locator('label', { hasText: /^Industry/ }).innerText()).resolves.not.toContain(
      'From your profile',
    );
    await context.close();
  });

  it('Save to profile updates the value and its mark in a form kept from an earlier page', async () => {
    const { page, context } = await withKeptForm();
    await page.getByLabel('Industry').fill('Sourdough bakery');
    await page.getByRole('button', { name: 'Save to profile' }).click();
    await page.getByText('From your profile').first().waitFor();

    await arrive(page, '/blog-topic', 'Blog Topic Generator');
    await expect(settledValue(page.getByLabel('Industry'), 'Sourdough bakery')).resolves.toBe(
      'Sourdough bakery',
    );
    await expect(settledValue(page.getByLabel('Target audience'), 'Busy parents nearby')).resolves.toBe(
      'Busy parents nearby',
    );
    const industryLabel = page.locator('label', { hasText: /^Industry/ });
    await expect(industryLabel.innerText()).resolves.toContain('From your profile');
    await context.close();
  });
});
