/**
 * The browser's share of `npm run bench:grader`: in Chromium against the in-process stack, a pasted draft graded
 * once, then replaced by a `words`-word draft and typed into; for each pause, the milliseconds from the last
 * keystroke to the updated grade on screen, the worker's part of it, and the main thread's long tasks meanwhile;
 * and the bytes the editor's worker loads (gzip and brotli, recompressed here), which the page's first load never does.
 */
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { resolveBrowser } from '../browser';
import { article } from './grader-run';

/** The editor's pause (web/src/features/content-grader/api/use-live-grade.ts). */
const PAUSE_MS = 150;
import type { GraderStack } from './grader-stack';

/** One pause: from the last keystroke to the grade on screen, and what the main thread did meanwhile. */
export interface PauseRun {
  toScore: number;
  /** From the re-grade's start (the pause detected) to the grade on screen. */
  grading: number;
  longTasks: { count: number; totalMs: number };
}

export interface BrowserRows {
  /** Scripts loaded once the first grade arrived (the worker, its NLP), gzip and brotli bytes. */
  editorBytes: { gzip: number; brotli: number; files: number };
  pauses: PauseRun[];
  /** The same pauses with the CPU slowed 4 times, a phone's share. */
  slowPauses: PauseRun[];
}

const READY = 'Your grade follows your edits as you type.';

/**
 * Types a few characters at the draft's end and times the re-grade that follows the pause: the grade is on
 * screen at the last change of the grade's section after the last keystroke (a slow machine may re-grade a
 * pause between two keystrokes too, whose grade then shows first), once the status line says the grade is
 * current; the re-grade started when the status line said so, or, if React never painted that state, when
 * the pause ended.
 */
async function timePause(page: Page, text: string): Promise<PauseRun> {
  await page.evaluate((ready) => {
    const state = { lastInput: 0, started: 0, shown: 0, current: 0, long: [] as number[] };
    (window as unknown as { pause: typeof state }).pause = state;
    document.querySelector('textarea')!.addEventListener('input', () => {
      Object.assign(state, { lastInput: performance.now(), started: 0, shown: 0, current: 0, long: [] });
    });
    const status = document.querySelector('[data-testid="live-grade-status"]')!;
    new MutationObserver(() => {
      if (status.textContent?.startsWith('Updating')) state.started ||= performance.now();
      // A re-grade that finds what a pause between two keystrokes already showed changes no item: its end is
      // when the status line says the grade is current again.
      if (state.lastInput && state.started && status.textContent === ready) state.current = performance.now();
    }).observe(status, { childList: true, subtree: true, characterData: true });
    new MutationObserver(() => {
      if (state.lastInput) state.shown = performance.now();
    }).observe(document.querySelector('section[aria-labelledby="grade-heading"]')!, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    // After the last keystroke only: what typing into the form costs is not the re-grade's.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.startTime >= state.lastInput) state.long.push(entry.duration);
    }).observe({ type: 'longtask' });
  }, READY);
  const draft = page.getByLabel('Your draft');
  await draft.press('End');
  await draft.pressSequentially(text, { delay: 20 });
  await page.waitForFunction(
    (ready) => {
      const { shown, current, lastInput } = (
        window as unknown as { pause: { shown: number; current: number; lastInput: number } }
      ).pause;
      const status = document.querySelector('[data-testid="live-grade-status"]')?.textContent;
      const end = Math.max(shown, current);
      return end > lastInput && status === ready && performance.now() - end > 300;
    },
    READY,
    { timeout: 120_000 },
  );
  const { lastInput, started, long, ...ends } = await page.evaluate(
    () =>
      (
        window as unknown as {
          pause: { lastInput: number; started: number; shown: number; current: number; long: number[] };
        }
      ).pause,
  );
  const shown = ends.shown > lastInput ? ends.shown : ends.current;
  return {
    toScore: shown - lastInput,
    grading: shown - (started || lastInput + PAUSE_MS),
    longTasks: { count: long.length, totalMs: long.reduce((sum, ms) => sum + ms, 0) },
  };
}

/** Runs `pauses` timed pauses on a `words`-word draft, at full speed then with the CPU slowed 4 times. */
export async function browserRows(stack: GraderStack, words: number, pauses: number): Promise<BrowserRows> {
  const { executablePath, args } = await resolveBrowser();
  const browser = await chromium.launch({ executablePath, args });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${stack.url}/content-grader`);
    // Before hydration the form would submit natively: wait for the app, on a busy machine too.
    await page.waitForSelector('html[data-hydrated]', { timeout: 120_000 });
    await page.getByLabel('Target keyword').fill('sourdough starter');
    await page
      .getByLabel('Your draft')
      .fill('# Sourdough starter\n\nFeed your starter flour and water daily.');
    const loaded: Promise<Buffer>[] = [];
    // The editor's code by its chunks' names: the worker client, the worker, and what the worker imports.
    page.on('response', (response) => {
      if (/\/assets\/(grade-|wink|model)[^/]*\.js$/.test(new URL(response.url()).pathname))
        loaded.push(response.body());
    });
    await page.getByRole('button', { name: 'Grade My Draft' }).click();
    await page.getByText('Your draft is graded.').first().waitFor({ timeout: 120_000 });
    // The long draft arrives in one paste; its grade shows once the worker (and its NLP) is in.
    await page
      .getByLabel('Your draft')
      .fill(article(words, ['feeding schedule', 'flour types', 'fridge'], 7));
    await page.getByTestId('live-grade-status').getByText(READY).waitFor({ timeout: 120_000 });
    await page.waitForFunction(() => document.querySelector('[data-testid="grade-change"]') !== null);
    const bodies = await Promise.all(loaded);
    const editorBytes = {
      gzip: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
      brotli: bodies.reduce((sum, body) => sum + brotliCompressSync(body).length, 0),
      files: bodies.length,
    };
    const run = async () => {
      const rows: PauseRun[] = [];
      for (let i = 0; i < pauses; i++) rows.push(await timePause(page, ` starter${i}`));
      return rows;
    };
    const fast = await run();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const slow = await run();
    await context.close();
    return { editorBytes, pauses: fast, slowPauses: slow };
  } finally {
    await browser.close();
  }
}
