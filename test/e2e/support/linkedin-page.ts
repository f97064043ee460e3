import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { isToolRequest, openPage } from './browser';

/** Opens the LinkedIn Post Writer, with clipboard access, once its heading is on screen. */
export async function openLinkedInPage(browser: Browser, siteUrl: string, options?: BrowserContextOptions) {
  const opened = await openPage(browser, options);
  await opened.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl });
  await opened.page.goto(`${siteUrl}/linkedin-post`);
  await opened.page.getByRole('heading', { level: 1, name: 'LinkedIn Post Writer' }).waitFor();
  return opened;
}

export const previewRegion = (page: Page) => page.getByRole('region', { name: 'LinkedIn post preview' });
export const generateButton = (page: Page) => page.getByRole('button', { name: 'Generate Post' });

/** Counts the requests to the tools' routes the page sends from now on (not the visit counts' beacon, sent at idle). */
export function countPosts(page: Page): () => number {
  let posted = 0;
  page.on('request', (request) => void (isToolRequest(request) && posted++));
  return () => posted;
}
