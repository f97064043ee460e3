/**
 * `npm run bench:main-thread`: every public page of the built site, served by the local stack, traced in
 * Chromium at Lighthouse's phone viewport. Each top-level main-thread task's thread CPU time × 4 (the phone
 * Lighthouse simulates; CPU time, so the machine's load moves it little) gives the blocking estimate
 * Σ max(0, 4·cpu − 50 ms) after first contentful paint. Prints, per page, the median of RUNS loads (3 by
 * default; the figure) with the range, and the median load's three longest tasks named by what ran.
 */
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { resolveBrowser } from '../browser';
import { startBenchSite } from './bench-site';
import { traceLoads, type NamedTask } from './main-thread-trace';

const RUNS = Number(process.env.RUNS ?? 3);
const only = process.argv.slice(2);

const ms = (value: number) => `${Math.round(value)} ms`;
const task = (t: NamedTask) => `${ms(t.phoneMs)} at +${Math.round(t.atMs)} ms: ${t.name}`;

async function main() {
  const site = await startBenchSite(process.cwd());
  const { executablePath, args } = await resolveBrowser();
  const browser = await chromium.launch({ executablePath, args });
  const loadBefore = loadavg()[0]!;
  try {
    console.log(
      `bench:main-thread: ${RUNS} loads a page at 412×823 (Lighthouse mobile), each task's thread CPU time × 4;` +
        ` blocking = Σ max(0, 4·cpu − 50 ms) after first contentful paint\n`,
    );
    console.log('| page | blocking, median (range) | longest task ×4 | 2nd | 3rd |\n|---|---|---|---|---|');
    for (const path of site.pages.filter((p) => only.length === 0 || only.includes(p))) {
      const loads = await traceLoads(browser, `${site.url}${path}`, RUNS);
      const median = loads[Math.floor(loads.length / 2)]!;
      const range = `${Math.round(loads[0]!.blockingMs)}–${Math.round(loads.at(-1)!.blockingMs)}`;
      const longest = [0, 1, 2].map((i) => (median.longest[i] ? task(median.longest[i]) : ''));
      console.log(`| ${path} | ${ms(median.blockingMs)} (${range}) | ${longest.join(' | ')} |`);
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
