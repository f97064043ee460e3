import { chromium } from 'playwright-core';
import { resolveBrowser } from '../../../scripts/browser';
import { ensureWebBuild } from '../../../scripts/web-build';

/** E2E tests drive the built SPA: build it first if any source is newer than web/dist; say which browser runs. */
export default async function globalSetup(): Promise<void> {
  await ensureWebBuild(process.cwd());
  const started = Date.now();
  const { executablePath, args, source } = await resolveBrowser();
  const browser = await chromium.launch({ executablePath, args });
  console.log(
    `\ne2e browser: ${source} ${executablePath}, version ${browser.version()} (ready in ${Date.now() - started} ms)`,
  );
  await browser.close();
}
