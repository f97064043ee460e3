import type { Page } from 'playwright-core';

/** How many results the page's history keeps (IndexedDB, as the workspace writes it). */
export const keptCount = (page: Page): Promise<number> =>
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
export const shownText = (page: Page) => page.getByRole('main').innerText();

/** Waits until `read` gives the same text twice in a row, and returns it: a restore paints in steps. */
export async function settled(read: () => Promise<string>, expected?: string): Promise<string> {
  let last = await read();
  for (let attempt = 0; attempt < 60; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await read();
    if (now === last && (expected === undefined || now === expected)) return now;
    last = now;
  }
  return last;
}

/** Goes to Recent results by the site's link and opens the newest result of the tool `label`. */
export async function reopenNewest(page: Page, label: string) {
  await page.getByRole('link', { name: 'Recent results' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Recent results' }).waitFor();
  const row = page.getByRole('listitem').filter({ hasText: label }).first();
  // The row leads with the result's subject (its brand, topic or keyword), not the tool or a sample's line.
  const lead = (await row.innerText()).split('\n')[0]!;
  expect([lead, lead.startsWith(label) || lead.startsWith('Sample')]).toEqual([lead, false]);
  await expect(row.getByRole('heading').innerText()).resolves.toBe(lead);
  await row.getByRole('button', { name: 'Open' }).click();
  await page.getByRole('heading', { level: 1, name: label, exact: true }).waitFor();
}

/** Waits until the page's history keeps `count` results: it keeps one once it is complete. */
export async function waitForResults(page: Page, count = 1) {
  for (let attempt = 0; (await keptCount(page)) < count; attempt++) {
    if (attempt > 400) throw new Error(`history never kept ${count} results`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
