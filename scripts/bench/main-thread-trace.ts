/**
 * One page load traced for `bench:main-thread`: Chromium at Lighthouse's mobile viewport (412×823, DPR 1.75,
 * touch), unthrottled, so each task's thread CPU time is the machine's own, multiplied by the bench afterwards.
 */
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { nameTask, profileSamples, REACT_MARKS_SCRIPT } from './task-names';
import { blockingEstimate, phoneMs, readPageTrace } from './trace-tasks';

/** Lighthouse's mobile emulation (a Moto G Power): what its simulated 4× slower phone would show. */
export const lighthousePhone: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** Tasks and their timing (devtools.timeline, toplevel), what ran in them (v8, the CPU profile), React's marks. */
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
];

/** A task of a traced load, as the bench reports it. */
export interface NamedTask {
  atMs: number;
  /** Thread CPU time × 4. */
  phoneMs: number;
  name: string;
}

export interface TracedLoad {
  /** Σ max(0, 4·cpu − 50 ms) over the tasks from first contentful paint on. */
  blockingMs: number;
  /** The tasks from first contentful paint on, longest first. */
  longest: NamedTask[];
}

const SETTLED = 'bench:main-thread settled';

/**
 * Says on the console when the page has hydrated and then been idle twice, half a second apart (work put off
 * until idle included). The page tells, rather than being asked: Playwright's own scripts, injected on its
 * first query, would be tasks of the trace.
 */
const SETTLED_SCRIPT = `new MutationObserver((_, observer) => {
  if (!document.documentElement?.hasAttribute('data-hydrated')) return;
  observer.disconnect();
  const idle = () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 }));
  idle()
    .then(() => new Promise((resolve) => setTimeout(resolve, 500)))
    .then(idle)
    .then(() => console.debug(${JSON.stringify(SETTLED)}));
}).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });`;

/** Loads `url` once in a fresh context while tracing, and reads its main thread's tasks. */
export async function traceLoad(browser: Browser, url: string): Promise<TracedLoad> {
  const context = await browser.newContext(lighthousePhone);
  try {
    await context.addInitScript({ content: `${REACT_MARKS_SCRIPT}\n${SETTLED_SCRIPT}` });
    const page = await context.newPage();
    await browser.startTracing(page, { categories: CATEGORIES });
    let json: string;
    try {
      const settled = page.waitForEvent('console', {
        predicate: (message) => message.text() === SETTLED,
        timeout: 120_000,
      });
      await page.goto(url, { waitUntil: 'commit' });
      await settled;
    } finally {
      json = (await browser.stopTracing()).toString('utf8');
    }
    const trace = readPageTrace(json);
    const samples = profileSamples(trace);
    const after = trace.tasks.filter((task) => task.atMs >= 0);
    const longest = [...after]
      .sort((a, b) => b.cpuMs - a.cpuMs)
      .slice(0, 3)
      .map((task) => ({
        atMs: task.atMs,
        phoneMs: phoneMs(task),
        name: nameTask(task, samples, trace.fcpTs),
      }));
    return { blockingMs: blockingEstimate(trace.tasks), longest };
  } finally {
    await context.close();
  }
}

/** `runs` traced loads of `url`, ordered by blocking estimate (the median is the middle one). */
export async function traceLoads(browser: Browser, url: string, runs: number): Promise<TracedLoad[]> {
  const loads: TracedLoad[] = [];
  for (let run = 0; run < runs; run += 1) loads.push(await traceLoad(browser, url));
  return loads.sort((a, b) => a.blockingMs - b.blockingMs);
}
