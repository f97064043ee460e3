import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type Request,
  type Response,
} from 'playwright-core';
import { resolveBrowser } from '../../../scripts/browser';

/** The resolved browser (see scripts/browser.ts), headless. */
export async function launchBrowser(options: { system?: boolean } = {}): Promise<Browser> {
  const { executablePath, args } = await resolveBrowser(options);
  return chromium.launch({ executablePath, args });
}

export const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
export const phone: BrowserContextOptions = {
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
};

/** A fresh page in a fresh context (no storage carried over), collecting console messages. */
export async function openPage(browser: Browser, options: BrowserContextOptions = desktop) {
  const context = await browser.newContext(options);
  const page: Page = await context.newPage();
  const consoleMessages: string[] = [];
  page.on('console', (message) => consoleMessages.push(`${message.type()}: ${message.text()}`));
  // A prerendered page shows its forms before they work: a visitor's test acts once React has hydrated it.
  const hydrated = async (response: Response | null) => {
    if (response?.headers()['content-type']?.startsWith('text/html')) {
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, gotoOptions) => hydrated(await goto(url, gotoOptions));
  page.reload = async (reloadOptions) => hydrated(await reload(reloadOptions));
  return { context, page, consoleMessages };
}

/** Goes to `path` inside the app, as a history step would: the page's data then comes from the API. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** A request to a tool's route: what a form sends (the visit counts' beacon, sent at idle, is none). */
export const isToolRequest = (request: Request): boolean =>
  request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/functions/');

/**
 * A field's value once the page has applied what it keeps: a kept form, the profile and the browser's language
 * are read after hydration and applied in a transition, so the first read after `goto` may see the defaults.
 * Waits (up to 20 s, for a loaded machine) for `expected`, then returns what the field holds either way.
 */
export const settledValue = (field: Locator, expected: string): Promise<string> =>
  settled(field.page(), () => field.inputValue(), expected);

/**
 * What `read` returns once the page has reacted: a form's check runs after the click that submits it (its schema
 * may still be loading), a result's language is applied after its text arrives, so a first read may see the
 * state before. Polls (up to 20 s, for a loaded machine) until it deep-equals `expected`, then returns it either way.
 */
export async function settled<T>(page: Page, read: () => Promise<T>, expected: T): Promise<T> {
  const want = JSON.stringify(expected);
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    const value = await read();
    if (JSON.stringify(value) === want) return value;
    await page.waitForTimeout(50);
  }
  return read();
}

/** Expects `read` to return `expected` once the page has reacted (see `settled`). */
export async function expectSettled<T>(page: Page, read: () => Promise<T>, expected: T): Promise<void> {
  expect(await settled(page, read, expected)).toEqual(expected);
}

/** Expects a locator's elements to show `expected`, once the page has reacted. */
export const expectTexts = (locator: Locator, expected: readonly string[]): Promise<void> =>
  expectSettled(locator.page(), () => locator.allTextContents(), [...expected]);
