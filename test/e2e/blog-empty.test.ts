import type { Browser } from 'playwright-core';
import { startTestSite, type TestSite } from '../support/local-site';
import { launchBrowser, openPage } from './support/browser';

// Its own file: handlers keep one DynamoDB client per process, so a file serves one test site.
let site: TestSite;
let browser: Browser;
beforeAll(async () => {
  [site, browser] = await Promise.all([startTestSite({ withWeb: true }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('an empty blog', () => {
  it('shows the empty state and no pager', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${site.url}/blog`);
    await page.getByRole('heading', { name: 'No blog posts found' }).waitFor();
    await page.getByText('Check back soon for new content!').waitFor();
    await expect(page.getByRole('navigation', { name: 'Blog pages' }).count()).resolves.toBe(0);
    await context.close();
  });
});
