import type { BrowserContext, Page } from 'playwright-core';
import { phone } from './support/browser';
import { useSiteAndBrowser } from './support/site-and-browser';

const ctx = useSiteAndBrowser();

/**
 * A phone at 375 px four times slower than this machine (Chromium's CPU throttling), whose visitor closed the
 * cookie notice once, and whose page gets its code only when `release` is called: until then the visitor
 * has the prerendered page alone, as on a slow network.
 */
async function slowPhone(): Promise<{ context: BrowserContext; page: Page; release: () => void }> {
  const context = await ctx.browser.newContext(phone);
  await context.addInitScript(() => localStorage.setItem('cookieConsentSeen', 'true'));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/framework-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return { context, page, release };
}

const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

it('takes a keyword typed and submitted at the first paint of a 4× slower phone, and sends it once live', async () => {
  const { context, page, release } = await slowPhone();
  await page.goto(`${ctx.site.url}/youtube-analysis`, { waitUntil: 'commit' });
  const keyword = page.getByLabel('Keyword');
  await keyword.fill('sourdough starter');
  const search = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/functions/'));
  // Pressed before the page's code has arrived: the browser must not load the page again with it.
  await page.getByRole('button', { name: 'Analyze' }).click();
  await expect(page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).resolves.toBe(
    false,
  );
  release();
  expect((await search).postDataJSON()).toMatchObject({ topic: 'sourdough starter' });
  await hydrated(page);
  await expect(keyword.inputValue()).resolves.toBe('sourdough starter');
  await context.close();
});

it('looks the same once hydrated as the prerendered page did at its first paint', async () => {
  const { context, page, release } = await slowPhone();
  // Not the load event: preloads of the held code may delay it until the code arrives, which it never does
  // before release (a deadlock that timing decided). The page's stylesheets and fonts are what the paint needs.
  await page.goto(`${ctx.site.url}/content-brief`, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
    undefined,
    { timeout: 60_000 },
  );
  await page.getByRole('heading', { level: 1, name: 'Content Brief Generator' }).waitFor();
  const painted = await page.screenshot({ animations: 'disabled' });
  release();
  await hydrated(page);
  // What the page does once live (the kept form, the profile, the language) has had its turn.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
  const live = await page.screenshot({ animations: 'disabled' });
  expect(live.equals(painted)).toBe(true);
  await context.close();
});

it.each(['/', '/content-brief'])(
  '%s paints with its inline critical CSS alone exactly as with the whole stylesheet (no shift when it arrives)',
  async (path) => {
    const context = await ctx.browser.newContext(phone);
    await context.addInitScript(() => localStorage.setItem('cookieConsentSeen', 'true'));
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.css', async (route) => {
      await held;
      await route.continue();
    });
    // The prerendered page alone: no code, so only the stylesheet changes between the two screenshots.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${ctx.site.url}${path}`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect(
      page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.href).length),
    ).resolves.toBe(0);
    const painted = await page.screenshot({ animations: 'disabled', fullPage: true });
    release();
    await page.waitForFunction(() =>
      [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/')),
    );
    const styled = await page.screenshot({ animations: 'disabled', fullPage: true });
    expect(styled.equals(painted)).toBe(true);
    await context.close();
  },
);
