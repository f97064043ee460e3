import { briefRegion, fillBriefForm } from './support/brief-page';
import { generateButton, openLinkedInPage } from './support/linkedin-page';
import { useSiteAndBrowser } from './support/site-and-browser';
import { openToolPage } from './support/tool-page';

// Slow enough that a refinement is still being written when the test looks at the actions.
const ctx = useSiteAndBrowser({ functionEnv: { DEMO_CHUNK_DELAY_MS: '40' } });

// Issue 38 point 5: the workspace's seams.
describe('the workspace while a refinement is written', () => {
  it('keeps Copy and Download disabled and says it is writing, until the refined brief is complete', async () => {
    const { page, context } = await openToolPage(
      ctx.browser,
      ctx.site.url,
      '/content-brief',
      'Content Brief Generator',
    );
    await fillBriefForm(page);
    await page.getByRole('button', { name: 'Generate Content Brief' }).click();
    const copy = page.getByRole('button', { name: 'Copy Text' });
    const download = page.getByRole('button', { name: 'Download Brief' });
    await page.getByText('Your content brief is ready.').waitFor({ state: 'attached' });
    await expect(copy.isEnabled()).resolves.toBe(true);

    await page.getByRole('button', { name: 'Shorter', exact: true }).click();
    const status = page.getByRole('status').filter({ hasText: 'Generating your content brief...' });
    await status.waitFor({ state: 'attached' });
    await expect(copy.isDisabled()).resolves.toBe(true);
    await expect(download.isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Help me draft this' }).isDisabled()).resolves.toBe(true);
    await expect(briefRegion(page).getAttribute('aria-busy')).resolves.toBe('true');

    await page.getByText('Refined: Shorter').waitFor();
    await expect(copy.isEnabled()).resolves.toBe(true);
    await expect(download.isEnabled()).resolves.toBe(true);
    await expect(page.getByText('Your content brief is ready.').count()).resolves.toBe(1);
    await context.close();
  });
});

describe('a refined roast', () => {
  it('still says the roast was emailed after Shorter', async () => {
    const { page, context } = await openToolPage(
      ctx.browser,
      ctx.site.url,
      '/brand-roast',
      'Brand Roast & Rebuild',
    );
    await page.getByLabel('Brand name').fill('Rise Bakery');
    await page.getByLabel('Tagline').fill('Quality bread, baked fresh');
    await page
      .getByLabel('Description')
      .fill('A neighbourhood bakery that opens at six and sells out by ten.');
    await page.getByLabel('Audience').fill('Early risers who want good bread');
    await page.getByRole('button', { name: 'Roast My Brand' }).click();
    await page.getByLabel('Email address').fill('ana@example.com');
    await page.getByRole('button', { name: 'Get My Roast' }).click();
    const emailed = page.getByText("We've emailed a copy of your roast to ana@example.com.");
    await emailed.waitFor();

    await page.getByRole('button', { name: 'Shorter', exact: true }).click();
    await page.getByText('Refined: Shorter').waitFor();
    await emailed.waitFor();
    await expect(page.getByText("We couldn't email your roast").count()).resolves.toBe(0);
    await context.close();
  });
});

describe('a shortened LinkedIn post', () => {
  it('is measured against the shorter length it now has', async () => {
    const { page, context } = await openLinkedInPage(ctx.browser, ctx.site.url);
    await page.getByLabel('Topic').fill('Email marketing for bakeries');
    await generateButton(page).click();
    await page.getByText('LinkedIn post generated successfully!').waitFor();
    const checks = page.getByRole('list', { name: 'Length checks' });
    await checks.getByText('a medium post has 3-4').waitFor();

    await page.getByRole('button', { name: 'Shorter', exact: true }).click();
    await page.getByText('Refined: Shorter').waitFor();
    await checks.getByText(/of a short post \(LinkedIn allows 3,000\)$/).waitFor();
    await expect(checks.getByText('a short post has 1-2').count()).resolves.toBe(1);
    await expect(checks.getByText('medium').count()).resolves.toBe(0);
    await context.close();
  });
});

describe('Clear all in Recent results', () => {
  it('asks first: Cancel keeps every result, a second Clear all empties the list', async () => {
    const { page, context } = await openLinkedInPage(ctx.browser, ctx.site.url);
    await page.getByLabel('Topic').fill('Email marketing for bakeries');
    await generateButton(page).click();
    await page.getByText('LinkedIn post generated successfully!').waitFor();
    await page.getByRole('link', { name: 'Recent results' }).click();
    const row = page.getByRole('main').getByRole('listitem').filter({ hasText: 'LinkedIn Post Writer' });
    await row.waitFor();

    const clearAll = page.getByRole('button', { name: 'Clear all' });
    await clearAll.click();
    const dialog = page.getByRole('dialog', { name: 'Clear all results?' });
    await dialog.getByText('This cannot be undone.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(clearAll.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await expect(row.count()).resolves.toBe(1);

    await clearAll.click();
    await dialog.getByRole('button', { name: 'Clear all' }).click();
    await page.getByText('No results yet').waitFor();
    await expect(row.count()).resolves.toBe(0);
    await context.close();
  });
});
