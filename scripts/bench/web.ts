/**
 * `npm run bench:web`: builds the site, serves it compressed, loads each public page in Chromium and prints the
 * gzip (level 9) size of every script the page loaded until it was live (hydrated, with every file its boot
 * script names), next to the floor (the bare stack, built the same way), and the machine's load average.
 */
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { resolveBrowser } from '../browser';
import { floorGzipBytes } from './floor';
import { startBenchSite } from './bench-site';

const root = process.cwd();

/**
 * Gzip bytes (level 9, recompressed here) of every script `url` loads until it is live: the files its boot
 * script names (`data-entry`, `data-preload`: requested after the first frame) all answered, and the page
 * hydrated. Waiting for these, not for an idle network, holds on a busy machine; what loads later (Web Vitals
 * after idle, a tool's export code on first use) is not first-load code.
 */
async function firstLoadJs(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Map<string, Promise<number>>();
  let live = false;
  page.on('response', (response) => {
    // By type, not resource type: module preloads are fetched as 'other'.
    if (live || !response.headers()['content-type']?.includes('javascript')) return;
    scripts.set(
      new URL(response.url()).pathname,
      response.body().then((body) => gzipSync(body, { level: 9 }).length),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  const named = await page.evaluate(() => {
    const boot = document.querySelector<HTMLScriptElement>('script[data-entry]');
    return [boot?.dataset.entry ?? '', ...(boot?.dataset.preload ?? '').split(' ')].filter(Boolean);
  });
  if (named.length === 0) throw new Error(`${url}: no boot script naming its entry (data-entry)`);
  await page.waitForSelector('html[data-hydrated]', { timeout: 120_000 });
  for (let tries = 0; named.some((file) => !scripts.has(new URL(file, url).pathname)); tries += 1) {
    if (tries > 600)
      throw new Error(`${url}: never loaded ${named.filter((f) => !scripts.has(f)).join(', ')}`);
    await page.waitForTimeout(100);
  }
  live = true;
  const sizes = await Promise.all(scripts.values());
  await context.close();
  return sizes.reduce((sum, size) => sum + size, 0);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  const site = await startBenchSite(root);
  const floor = await floorGzipBytes(root);
  const { executablePath, args } = await resolveBrowser();
  const browser = await chromium.launch({ executablePath, args });
  const loadBefore = loadavg()[0]!;
  try {
    console.log(`| page | first-load JS gzip KB | ÷ floor (${kb(floor)} KB) |\n|---|---|---|`);
    for (const path of site.pages) {
      const bytes = await firstLoadJs(browser, `${site.url}${path}`);
      console.log(`| ${path} | ${kb(bytes)} | ${(bytes / floor).toFixed(2)}× |`);
    }
    console.log(
      `\nload average (1 min) before and after: ${loadBefore.toFixed(2)} / ${loadavg()[0]!.toFixed(2)}`,
    );
  } finally {
    await browser.close();
    await site.close();
  }
}

await main();
