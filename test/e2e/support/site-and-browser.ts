import type { Browser } from 'playwright-core';
import { startTestSite, type TestSite } from '../../support/local-site';
import { launchBrowser } from './browser';

/**
 * A test site serving the built SPA, and a browser, for one test file: started before its tests,
 * stopped after them. One site per file: the handlers keep one DynamoDB client per process.
 */
export function useSiteAndBrowser(): { site: TestSite; browser: Browser } {
  const handles = {} as { site: TestSite; browser: Browser };
  beforeAll(async () => {
    [handles.site, handles.browser] = await Promise.all([startTestSite({ withWeb: true }), launchBrowser()]);
  });
  afterAll(async () => {
    await handles.browser?.close();
    await handles.site?.close();
  });
  return handles;
}
