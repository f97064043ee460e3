import type { Browser } from 'playwright-core';
import { startTestSite, type TestSite } from '../../support/local-site';
import { launchBrowser } from './browser';

export interface SiteAndBrowserOptions {
  /** Variables the functions read (e.g. DEMO_CHUNK_DELAY_MS), set before the site starts. */
  functionEnv?: Record<string, string>;
  /** Local stack settings (e.g. SUPPORT_EMAIL). */
  env?: Record<string, string>;
}

/**
 * A test site serving the built SPA, and a browser, for one test file: started before its tests,
 * stopped after them. One site per file: the handlers keep one DynamoDB client per process.
 */
export function useSiteAndBrowser(options: SiteAndBrowserOptions = {}): { site: TestSite; browser: Browser } {
  const handles = {} as { site: TestSite; browser: Browser };
  beforeAll(async () => {
    Object.assign(process.env, options.functionEnv);
    [handles.site, handles.browser] = await Promise.all([
      startTestSite({ withWeb: true, ...(options.env ? { env: options.env } : {}) }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await handles.browser?.close();
    await handles.site?.close();
  });
  return handles;
}
