/**
 * `npm run bench:web`: builds the site, serves it compressed, loads each public page in Chromium and prints the
 * gzip (level 9) size of every script the page loaded, next to the floor (the bare stack, built the same way).
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { resolveBrowser } from '../browser';
import { floorGzipBytes } from './floor';
import { startBenchSite } from './bench-site';

const root = process.cwd();

/** Gzip bytes (level 9, recompressed here) of every script `url` loads until the network is idle. */
async function firstLoadJs(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    // By type, not resource type: module preloads are fetched as 'other'.
    if (!response.headers()['content-type']?.includes('javascript')) return;
    scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const sizes = await Promise.all(scripts);
  await context.close();
  return sizes.reduce((sum, size) => sum + size, 0);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  const site = await startBenchSite(root);
  const floor = await floorGzipBytes(root);
  const { executablePath, args } = await resolveBrowser();
  const browser = await chromium.launch({ executablePath, args });
  try {
    console.log(`| page | first-load JS gzip KB | ÷ floor (${kb(floor)} KB) |\n|---|---|---|`);
    for (const path of site.pages) {
      const bytes = await firstLoadJs(browser, `${site.url}${path}`);
      console.log(`| ${path} | ${kb(bytes)} | ${(bytes / floor).toFixed(2)}× |`);
    }
  } finally {
    await browser.close();
    await site.close();
  }
}

await main();
