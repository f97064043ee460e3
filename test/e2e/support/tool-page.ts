import type { Browser, BrowserContextOptions } from 'playwright-core';
import { desktop, openPage } from './browser';

/** Opens a tool page as a visitor who allows clipboard access, once its heading is on screen. */
export async function openToolPage(
  browser: Browser,
  origin: string,
  path: string,
  heading: string,
  options: BrowserContextOptions = desktop,
) {
  const opened = await openPage(browser, options);
  await opened.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await opened.page.goto(`${origin}${path}`);
  await opened.page.getByRole('heading', { level: 1, name: heading }).waitFor();
  return opened;
}
