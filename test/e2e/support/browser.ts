import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

/** Debian's Chromium, headless, with the flags this closed network needs (TOOLCHAIN.md). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
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
  return { context, page, consoleMessages };
}
