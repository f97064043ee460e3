import type { Page } from 'playwright-core';
import { tools } from '../../web/src/config/tools';
import { fixturesOf } from '../support/tool-fixtures';
import { openPage } from './support/browser';
import { useSiteAndBrowser } from './support/site-and-browser';

const ctx = useSiteAndBrowser();

// A generation, Recent results and a reopened page for each tool: more than jest's 30 s on a loaded machine.
jest.setTimeout(90_000);

/** Each tool's way to a result (its fixtures' keyboard journey, else its result's fill) and its submit. */
const journeys = tools.map((tool) => {
  const { submit, result, keyboard } = fixturesOf(tool.id).page;
  const fill = keyboard.fill ?? result?.fill;
  if (!fill) throw new Error(`Tool ${tool.id} has no way to fill its form in its fixtures`);
  return { ...tool, fill, submit: keyboard.submit ?? submit };
});

/** How many results the page's history keeps (IndexedDB, as the workspace writes it). */
const keptCount = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('content-copilot');
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          if (!open.result.objectStoreNames.contains('workspace')) return resolve(0);
          const read = open.result.transaction('workspace').objectStore('workspace').get('results');
          read.onsuccess = () => resolve(Array.isArray(read.result) ? read.result.length : 0);
          read.onerror = () => resolve(0);
        };
      }),
  );

/** What the page shows below its form: the text of its main region, toasts aside (they are not in it). */
const shownText = (page: Page) => page.getByRole('main').innerText();

/** Waits until `read` gives the same text twice in a row, and returns it: a restore paints in steps. */
async function settled(read: () => Promise<string>, expected?: string): Promise<string> {
  let last = await read();
  for (let attempt = 0; attempt < 60; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await read();
    if (now === last && (expected === undefined || now === expected)) return now;
    last = now;
  }
  return last;
}

describe('a kept result opened from Recent results', () => {
  it.each(journeys)('shows what $label showed', async (tool) => {
    const { page, context } = await openPage(ctx.browser);
    await context.addInitScript(() => localStorage.setItem('cookieConsentSeen', 'true'));
    await page.goto(`${ctx.site.url}${tool.path}`);
    await page.getByRole('heading', { level: 1, name: tool.label, exact: true }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
    await tool.fill(page);
    await page.getByRole('button', { name: tool.submit, exact: true }).click();
    // History keeps a result once it is complete: then the page shows all of it.
    await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), undefined, {
      timeout: 60_000,
    });
    for (let attempt = 0; (await keptCount(page)) === 0; attempt++) {
      if (attempt > 400) throw new Error('history never kept the result');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const original = await settled(() => shownText(page));

    await page.getByRole('link', { name: 'Recent results' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Recent results' }).waitFor();
    const row = page.getByRole('listitem').filter({ hasText: tool.label });
    await row.getByRole('button', { name: 'Open' }).click();
    await page.getByRole('heading', { level: 1, name: tool.label, exact: true }).waitFor();
    await expect(settled(() => shownText(page), original)).resolves.toBe(original);
    await context.close();
  });
});
