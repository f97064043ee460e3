import { chromium } from 'playwright-core';
import { resolveBrowser } from '../../../scripts/browser';
import { ensureWebBuild } from '../../../scripts/web-build';
import warmStackModules from '../../support/stack/global-setup';

/**
 * E2E tests drive the built SPA: build it first if any source is newer than web/dist, compile the stack's
 * modules once, and say which browser runs.
 */
export default async function globalSetup(): Promise<void> {
  await ensureWebBuild(process.cwd());
  await warmStackModules();
  const started = Date.now();
  const { executablePath, args, source } = await resolveBrowser();
  const browser = await chromium.launch({ executablePath, args });
  console.log(
    `\ne2e browser: ${source} ${executablePath}, version ${browser.version()} (ready in ${Date.now() - started} ms)`,
  );
  await browser.close();
}
