import { chromium, type Browser } from 'playwright-core';
import { remoteSite, stopProcess, type RemoteSite } from '../../support/stack/remote-site';
import { spawnStack } from '../../support/stack/spawn';
import { sharedFunctionEnv, workerStack } from '../../support/stack/worker';

export interface SiteAndBrowserOptions {
  /**
   * Variables the functions read (e.g. DEMO_CHUNK_DELAY_MS); other than the shared site's, the file gets its
   * own. A function is read in beforeAll, after the file's own set-up (a fake's address).
   */
  functionEnv?: Record<string, string> | (() => Record<string, string>);
  /** Local stack settings (e.g. SUPPORT_EMAIL); any, and the file gets a site of its own. */
  env?: Record<string, string>;
}

/** True when the worker's shared site runs the functions as the file asks. */
const fitsShared = (env: SiteAndBrowserOptions['env'], functionEnv: Record<string, string>) =>
  !env && Object.entries(functionEnv).every(([name, value]) => sharedFunctionEnv[name] === value);

/** The worker's Chromium, connected for this file (closing it ends this file's contexts, not the browser). */
export async function workerBrowser(): Promise<Browser> {
  return chromium.connect((await workerStack()).browserWs!);
}

/** A site for one file: the worker's shared one, emptied, or its own when the file needs other settings. */
export async function siteFor(options: SiteAndBrowserOptions = {}): Promise<RemoteSite> {
  const functionEnv =
    typeof options.functionEnv === 'function' ? options.functionEnv() : (options.functionEnv ?? {});
  if (fitsShared(options.env, functionEnv)) {
    const site = remoteSite({ info: await workerStack() });
    await site.reset();
    return site;
  }
  const started = await spawnStack({
    ...(options.env ? { env: options.env } : {}),
    functionEnv: { ...sharedFunctionEnv, ...functionEnv },
  });
  return remoteSite({ info: started.info, stop: () => stopProcess(started) });
}

/**
 * A site serving the built SPA and the worker's browser, for one test file: ready before its tests,
 * released after them.
 */
export function useSiteAndBrowser(options: SiteAndBrowserOptions = {}): {
  site: RemoteSite;
  browser: Browser;
} {
  const handles = {} as { site: RemoteSite; browser: Browser };
  beforeAll(async () => {
    [handles.site, handles.browser] = await Promise.all([siteFor(options), workerBrowser()]);
  });
  afterAll(async () => {
    await handles.browser?.close();
    await handles.site?.close();
  });
  return handles;
}
