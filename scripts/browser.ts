import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';

/** The flags every headless run here needs (no network beyond loopback, no GPU, no sandbox as root). */
const HEADLESS_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** System browsers tried in order: the newest one finds bugs first, so it wins over the packaged one. */
const SYSTEM_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

export interface ResolvedBrowser {
  executablePath: string;
  args: string[];
  /** Where it came from: the `CHROMIUM_PATH` setting, the system, or the Chromium inside `@sparticuz/chromium`. */
  source: 'CHROMIUM_PATH' | 'system' | 'packaged';
}

/**
 * The browser tests and benchmarks drive: `CHROMIUM_PATH`, else a system Chromium or Chrome, else the
 * Chromium that `npm install` brought (`@sparticuz/chromium`, unpacked on first launch). `system: false`,
 * or `BROWSER_SOURCE=packaged`, skips the first two, so a run can prove the packaged one works alone.
 */
export async function resolveBrowser(options: { system?: boolean } = {}): Promise<ResolvedBrowser> {
  const useSystem = (options.system ?? true) && process.env.BROWSER_SOURCE !== 'packaged';
  if (useSystem && process.env.CHROMIUM_PATH) {
    return { executablePath: process.env.CHROMIUM_PATH, args: HEADLESS_ARGS, source: 'CHROMIUM_PATH' };
  }
  const system = useSystem ? SYSTEM_BROWSERS.find((path) => existsSync(path)) : undefined;
  if (system) return { executablePath: system, args: HEADLESS_ARGS, source: 'system' };
  // Its recommended arguments are for Lambda (--single-process, --disable-web-security…): one process
  // crashes when a test closes a context, and no web security would hide CSP faults. Ours suffice.
  const { executablePath } = await packagedChromium();
  return { executablePath, args: HEADLESS_ARGS, source: 'packaged' };
}

// The package is ESM that reads import.meta.url, which jest's CommonJS cannot load: ask a child Node.
const PACKAGED = `import c from '@sparticuz/chromium';
console.log(JSON.stringify({ executablePath: await c.executablePath() }));`;

async function packagedChromium(): Promise<{ executablePath: string }> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', PACKAGED]);
  return JSON.parse(stdout) as { executablePath: string };
}
