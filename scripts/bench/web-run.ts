/**
 * What `bench:web` measures: each public page's first-load JavaScript in Chromium against the built site served
 * compressed, and the floor (the bare stack, built the same way), in gzip bytes (level 9, recompressed here).
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { resolveBrowser } from '../browser';
import { startBenchSite } from './bench-site';
import { floorGzipBytes } from './floor';

/** Records when the page became live (the layout marks it hydrated), on the clock request timings use. */
const HYDRATED_AT = `new MutationObserver((_, observer) => {
  if (!document.documentElement?.hasAttribute('data-hydrated')) return;
  observer.disconnect();
  window.__hydratedAt = performance.timeOrigin + performance.now();
}).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });`;

/**
 * Gzip bytes of every script `url` asked for until it was live: requested before it hydrated (the files its boot
 * script names all are). What it asks for later (Web Vitals at idle, a tool's check on first use, a kept result's
 * reader) is not first-load code, however soon it comes on a fast machine.
 */
export async function firstLoadJs(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  try {
    await context.addInitScript({ content: HYDRATED_AT });
    const page = await context.newPage();
    const scripts: { path: string; startedAt: number; bytes: Promise<number> }[] = [];
    page.on('response', (response) => {
      // By type, not resource type: module preloads are fetched as 'other'.
      if (!response.headers()['content-type']?.includes('javascript')) return;
      scripts.push({
        path: new URL(response.url()).pathname,
        startedAt: response.request().timing().startTime,
        // A script still arriving when the context closes (one asked for later) is not counted.
        bytes: response.body().then(
          (body) => gzipSync(body, { level: 9 }).length,
          () => Number.NaN,
        ),
      });
    });
    await page.goto(url, { waitUntil: 'load' });
    const named = await page.evaluate(() => {
      const boot = document.querySelector<HTMLScriptElement>('script[data-entry]');
      return [boot?.dataset.entry ?? '', ...(boot?.dataset.preload ?? '').split(' ')].filter(Boolean);
    });
    if (named.length === 0) throw new Error(`${url}: no boot script naming its entry (data-entry)`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 120_000 });
    const hydratedAt = (await page.evaluate('window.__hydratedAt')) as number;
    const missing = () =>
      named.filter((file) => !scripts.some((s) => s.path === new URL(file, url).pathname));
    for (let tries = 0; missing().length > 0; tries += 1) {
      if (tries > 600) throw new Error(`${url}: never loaded ${missing().join(', ')}`);
      await page.waitForTimeout(100);
    }
    const first = scripts.filter((script) => script.startedAt <= hydratedAt);
    const sizes = await Promise.all(first.map((script) => script.bytes));
    if (sizes.some(Number.isNaN)) throw new Error(`${url}: a first-load script's body could not be read`);
    return sizes.reduce((sum, size) => sum + size, 0);
  } finally {
    await context.close();
  }
}

export interface WebRow {
  path: string;
  bytes: number;
}

/** Builds the site if stale, serves it, and measures the floor and each page (`only`: these paths). */
export async function measureWeb(
  root: string,
  only: readonly string[] = [],
): Promise<{ floor: number; rows: WebRow[] }> {
  const site = await startBenchSite(root);
  const { executablePath, args } = await resolveBrowser();
  const browser = await chromium.launch({ executablePath, args });
  try {
    const floor = await floorGzipBytes(root);
    const rows: WebRow[] = [];
    for (const path of site.pages.filter((p) => only.length === 0 || only.includes(p)))
      rows.push({ path, bytes: await firstLoadJs(browser, `${site.url}${path}`) });
    return { floor, rows };
  } finally {
    await browser.close();
    await site.close();
  }
}
