import type { Page } from 'playwright-core';
import { tools } from '../../web/src/config/tools';
import { openPage } from './support/browser';
import { useSiteAndBrowser } from './support/site-and-browser';

const ctx = useSiteAndBrowser();

// Six page loads a tool: jest's 30 s default is too near what a loaded machine takes.
jest.setTimeout(90_000);

/** Entries of `tool` as a broken or hostile browser store could hold them: every field of the wrong kind. */
function malformed(tool: string): unknown[] {
  const base = { tool, at: 1, form: {}, body: {}, refinements: [] };
  const results: unknown[] = [
    null,
    42,
    'text',
    [],
    {},
    { data: null },
    { data: 7 },
    { data: 'a string' },
    { data: [] },
    { data: { text: 12 } },
    { data: { text: 'ok', demo: 'yes', usage: 'many' } },
    { data: { ideas: 'not a list', keywords: 5, analysis: null, roast: [], rebuild: 'x' } },
    { data: { text: 'ok' }, streamData: 'checks' },
    {
      data: { text: 'ok' },
      streamData: { checks: 'none', research: 42, sources: 'x', score: 'high', items: 3 },
    },
    { data: { success: true, analysis: { keyword_difficulty_estimate: [] }, siteFacts: 'x' } },
    { data: { text: 'ok' }, language: 42 },
  ];
  return [
    ...results.map((result, i) => ({ ...base, id: `bad-${tool}-${i}`, at: 100 + i, result })),
    { ...base, id: `bad-${tool}-body`, at: 200, body: 'not an object', result: { data: { text: 'x' } } },
    {
      ...base,
      id: `bad-${tool}-refined`,
      at: 201,
      result: { data: { text: 'x' } },
      refinements: [{ id: 'r', at: 1, label: 'x', result: 9 }],
    },
    {
      ...base,
      id: `bad-${tool}-form`,
      at: 202,
      form: { topic: { nested: true } },
      result: { data: { text: 'x' } },
    },
    { ...base, id: `bad-${tool}-huge`, at: 203, result: { data: { text: 'x'.repeat(200_000) } } },
  ];
}

/** Puts `entries` in the page origin's history store, as the workspace keeps it (idb-keyval). */
async function seedHistory(page: Page, entries: unknown[]) {
  await page.evaluate(
    (stored) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('content-copilot');
        open.onupgradeneeded = () => open.result.createObjectStore('workspace');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const put = open.result
            .transaction('workspace', 'readwrite')
            .objectStore('workspace')
            .put(stored, 'results');
          put.onsuccess = () => resolve();
          put.onerror = () => reject(put.error);
        };
      }),
    entries,
  );
}

describe('what the browser keeps cannot break a page', () => {
  // One visitor for every tool: each seeds the store afresh (the entries replace the last tool's).
  let visitor: Awaited<ReturnType<typeof openPage>>;
  const errors: string[] = [];
  beforeAll(async () => {
    visitor = await openPage(ctx.browser);
    visitor.page.on('pageerror', (error) => errors.push(error.message));
  });
  afterAll(() => visitor.context.close());

  it.each(tools.map((tool) => [tool.path, tool] as const))(
    '%s loads with 20 malformed kept entries of its own, as if they were absent',
    async (_path, tool) => {
      const { page } = visitor;
      errors.length = 0;
      await page.goto(`${ctx.site.url}/privacy-policy`);
      await seedHistory(page, malformed(tool.id));
      // The newest entry (shown on arrival), then some opened from Recent results by id.
      for (const entry of ['', ...['0', '7', '11', '13', 'body'].map((n) => `?result=bad-${tool.id}-${n}`)]) {
        await page.goto(`${ctx.site.url}${tool.path}${entry}`);
        await page.getByRole('heading', { level: 1, name: tool.label, exact: true }).waitFor();
        // History answers after the page is up: give a bad restore its chance to break the page.
        await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
        await page.waitForTimeout(300);
        await expect(page.getByText('Unexpected Application Error!').count()).resolves.toBe(0);
      }
      expect(errors).toEqual([]);
    },
  );

  it('lists 100 large kept results on Recent results without an error, rendering each one’s text only when opened', async () => {
    const { page, context } = await openPage(ctx.browser);
    await page.goto(`${ctx.site.url}/privacy-policy`);
    const large = Array.from({ length: 100 }, (_, i) => ({
      id: `e-${i}`,
      tool: 'content-brief',
      at: 1000 + i,
      form: {},
      body: { topic: `Topic ${i}` },
      result: {
        data: {
          text: `## Outline\n${'- A long outline line of the brief\n'.repeat(2000)}`,
          demo: false,
          usage: { inputTokens: 1, outputTokens: 1 },
        },
      },
      refinements: [],
    }));
    await seedHistory(page, [...large, ...malformed('blog-topic')]);
    await page.goto(`${ctx.site.url}/recent-results`);
    await page.getByRole('listitem').filter({ hasText: 'Topic 99' }).waitFor();
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: /^.*Topic \d+/ })
        .count(),
    ).resolves.toBeGreaterThanOrEqual(100);
    await expect(page.getByText('Unexpected Application Error!').count()).resolves.toBe(0);
    // Each entry's whole text is not in the page until asked for: the list stays light however long they are.
    const textLength = await page.evaluate(() => document.body.innerText.length);
    expect(textLength).toBeLessThan(100 * 2000);
    await context.close();
  });
});
