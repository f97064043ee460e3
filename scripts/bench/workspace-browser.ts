/**
 * The browser's share of `npm run bench:workspace`: in Chromium against the local site and the fake Bedrock,
 * a click on Shorter to the refined brief's first word on screen (beside the fake's first token), and the
 * Recent results page listing 100 kept results.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { resolveBrowser } from '../browser';
import { FakeBedrock } from '../fakes/fake-bedrock';
import { loadLocalConfig } from '../local/config';
import { editorLayerDir, siteOrigin } from '../local/site-origin';
import { startLocalStack } from '../local/stack';
import { ensureWebBuild } from '../web-build';
import { briefBenchSettings, briefChunks } from './brief-run';
import type { WorkspaceBenchOptions } from './workspace-run';

/** One Shorter click, in milliseconds. */
export interface RefineClickRun {
  /** From the click to the refined text's first word on screen. */
  firstWord: number;
  /** From the model's first token to that word on screen. */
  afterModel: number;
}

export interface WorkspaceBrowserRows {
  refine: RefineClickRun[];
  /** From the click on 'Recent results' to its 100 entries listed. */
  history: number[];
}

const region = 'section[aria-label="Generated brief"], [role="region"][aria-label="Generated brief"]';

/**
 * Clicks Shorter and answers the click's wall-clock time and that of the refined text's first word on screen
 * (epoch ms): the refinement replaces the brief (fewer sections) and its first section holds its first word. The first
 * change after the click is the pending state, which says nothing of the answer.
 */
const clickShorter = (page: Page) =>
  page.evaluate(
    ([selector, first]) =>
      new Promise<{ clickedAt: number; shownAt: number }>((resolve) => {
        const area = document.querySelector(selector!)!;
        const before = area.querySelectorAll('section[data-tone]').length;
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Shorter')!;
        let clickedAt = 0;
        new MutationObserver((_, observer) => {
          const shown = area.querySelectorAll('section[data-tone]');
          if (shown.length === 0 || shown.length >= before || !shown[0]!.textContent?.includes(first!))
            return;
          observer.disconnect();
          resolve({ clickedAt, shownAt: performance.timeOrigin + performance.now() });
        }).observe(area, { childList: true, subtree: true, characterData: true });
        clickedAt = performance.timeOrigin + performance.now();
        button.click();
      }),
    [region, briefChunks(2)[1]!.trim()],
  );

/** 100 results as the tools keep them, written straight into the page's IndexedDB. */
const keepHundred = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('content-copilot');
        open.onupgradeneeded = () => open.result.createObjectStore('workspace');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const text = `## SEO Snapshot\n- Topic: sourdough\n${'- A line of the brief\n'.repeat(150)}`;
          const entries = Array.from({ length: 100 }, (_, n) => ({
            id: `bench-${n}`,
            tool: 'content-brief',
            at: Date.now() - n * 60_000,
            form: { topic: `Topic ${n}` },
            body: { topic: `Topic ${n}` },
            result: { data: { text, demo: false, usage: { inputTokens: 1, outputTokens: 1 } } },
            refinements: [],
          }));
          const tx = open.result.transaction('workspace', 'readwrite');
          tx.objectStore('workspace').put(entries, 'results');
          tx.oncomplete = () => resolve();
        };
      }),
  );

/** Clicks 'Recent results' and answers the milliseconds until all 100 entries are listed. */
const openHistory = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const link = [...document.querySelectorAll('a')].find((a) =>
          a.textContent?.includes('Recent results'),
        )!;
        const started = performance.now();
        new MutationObserver((_, observer) => {
          if (document.querySelectorAll('main ol > li, ol > li').length < 100) return;
          observer.disconnect();
          resolve(performance.now() - started);
        }).observe(document.body, { childList: true, subtree: true });
        link.click();
      }),
  );

/** Runs the browser bench: one brief generated, then `runs` Shorter clicks and `runs` history openings. */
export async function runWorkspaceBrowserBench(
  options: WorkspaceBenchOptions,
): Promise<WorkspaceBrowserRows> {
  const root = process.cwd();
  await ensureWebBuild(root);
  const fake = await FakeBedrock.start({
    kind: 'text',
    chunks: briefChunks(options.tokens),
    firstTokenDelayMs: options.firstTokenMs,
    tokenIntervalMs: options.tokenIntervalMs,
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-workspace-ui-'));
  Object.assign(process.env, briefBenchSettings(fake.url, 2 * (options.runs + options.warmup) + 2));
  const stack = await startLocalStack({
    root,
    config: loadLocalConfig({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'SILENT' }),
    log: false,
    web: siteOrigin({ root, editorDir: editorLayerDir(dataDir) }),
  });
  const { executablePath, args } = await resolveBrowser();
  const browser = await chromium.launch({ executablePath, args });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${stack.url}/content-brief`, { waitUntil: 'networkidle' });
    await page.getByLabel('Topic').fill('Sourdough for beginners');
    await page.getByLabel('Primary keywords').fill('sourdough');
    await page.getByLabel('Target audience').fill('Home bakers');
    await page.getByRole('button', { name: 'Generate Content Brief' }).click();
    await page.getByText('Your content brief is ready.').waitFor({ timeout: 60_000 });
    const refine: RefineClickRun[] = [];
    for (let run = 0; run < options.runs + options.warmup; run++) {
      await page.getByRole('button', { name: 'Shorter', disabled: false }).waitFor();
      // This click's request is the next the fake records, whatever the last one was.
      const asked = fake.requests.length;
      const { clickedAt, shownAt } = await clickShorter(page);
      const model = fake.requests[asked]?.timings.firstTokenAt;
      if (model === undefined) throw new Error(`bench:workspace refine click ${run}: the fake saw no token`);
      if (run >= options.warmup)
        refine.push({
          firstWord: shownAt - clickedAt,
          afterModel: shownAt - (performance.timeOrigin + model),
        });
      await page.getByRole('button', { name: 'Shorter', disabled: false }).waitFor({ timeout: 60_000 });
    }
    await keepHundred(page);
    const history: number[] = [];
    for (let run = 0; run < options.runs + options.warmup; run++) {
      const ms = await openHistory(page);
      if (run >= options.warmup) history.push(ms);
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Content Brief Generator' }).waitFor();
    }
    return { refine, history };
  } finally {
    await browser.close();
    await stack.close();
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
