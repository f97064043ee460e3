import { chromium } from 'playwright-core';
import { resolveBrowser } from '../../scripts/browser';
import { startTestSite, type TestSite } from '../support/local-site';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite({ withWeb: true });
});
afterAll(() => site.close());

// Proves a machine with Node alone runs the browser tests: the system browser is hidden here.
it('drives the site with the Chromium that npm install brought, with no system browser', async () => {
  const resolved = await resolveBrowser({ system: false });
  expect(resolved.source).toBe('packaged');
  expect(resolved.executablePath).not.toMatch(/^\/usr\/bin\//);
  const browser = await chromium.launch({ executablePath: resolved.executablePath, args: resolved.args });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(site.url);
    await page
      .getByRole('heading', { level: 1, name: 'Your friendly co-pilot for content marketing' })
      .waitFor();
    await page.getByRole('link', { name: 'Blog', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await page.goBack();
    await page.waitForURL(`${site.url}/`);
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
});
