import type { Page } from 'playwright-core';

/** The labels of the refinements kept under the newest result in the page's IndexedDB history. */
export const keptRefinements = (page: Page): Promise<string[]> =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('content-copilot');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          if (!open.result.objectStoreNames.contains('workspace')) return resolve([]);
          const read = open.result.transaction('workspace').objectStore('workspace').get('results');
          read.onsuccess = () => {
            const [newest] = (read.result ?? []) as { refinements: { label: string }[] }[];
            resolve(newest?.refinements.map((refinement) => refinement.label) ?? []);
          };
        };
      }),
  );

/** Waits until the newest kept result has `count` refinements: a history write ends after the screen shows it. */
export async function waitForKept(page: Page, count: number): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt++) {
    if ((await keptRefinements(page)).length >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`history never kept ${count} refinements`);
}
