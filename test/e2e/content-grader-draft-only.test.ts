import type { Page } from 'playwright-core';
import { COST_KEYWORD, fullCostDraft, thinCostDraft } from '../tools/content-grader/drafts';
import { desktop, openPage, phone } from './support/browser';
import { useSiteAndBrowser } from './support/site-and-browser';

// The shared stack: no research model, so live search is off and every grade is the draft's own.
const ctx = useSiteAndBrowser();

// Three grades and a stream of edits each: more than jest's 30 s default on a loaded machine.
jest.setTimeout(120_000);

const status = (page: Page, label: string) =>
  page.getByRole('listitem').filter({ hasText: label }).first().innerText();

const scoreOf = async (page: Page) =>
  Number((await page.getByTestId('grade-score').innerText()).split(/\D/)[0]);

async function grade(page: Page, draft: string, button = 'Grade My Draft') {
  if (draft) await page.getByLabel('Your draft').fill(draft);
  // The request may leave after the click's own work (a schema loaded with 'Suggest edits'): wait for it.
  const sent = page.waitForRequest((request) => request.url().includes('/functions/v1/content-grader'));
  await page.getByRole('button', { name: button }).click();
  await sent;
  await page.getByText('Your draft is graded.').first().waitFor();
  await page.getByRole('button', { name: 'Grade My Draft' }).and(page.locator(':enabled')).waitFor();
}

describe.each([
  ['1280 px', desktop],
  ['375 px', phone],
])('the content grader without live search at %s', (_width, viewport) => {
  it('grades a thin cost draft draft-only below 60 with what to add, and an 800-word one below 100', async () => {
    const { page, context } = await openPage(ctx.browser, viewport);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/functions/v1/content-grader')) requests.push(request.url());
    });
    await page.goto(`${ctx.site.url}/content-grader`);
    await page.getByLabel('Target keyword').fill(COST_KEYWORD);
    await grade(page, thinCostDraft);

    await page.getByText('Draft only', { exact: true }).waitFor();
    await expect(page.getByTestId('no-research').innerText()).resolves.toContain(
      'Written without live search data',
    );
    expect(await scoreOf(page)).toBeLessThan(60);
    for (const label of ['Prices', 'H2 sections', 'What affects the price of a boiler service?', 'Length'])
      expect(await status(page, label)).toMatch(/^Missing/);
    const edits = page.getByRole('region', { name: 'Five edits that would raise it most' });
    await expect(edits.innerText()).resolves.not.toContain('Nothing to add');

    // Edited, the draft is re-graded at once; its edits wait for the button.
    await page.getByLabel('Your draft').press('End');
    await page.getByLabel('Your draft').pressSequentially(' A service costs £80.', { delay: 10 });
    await expect(
      page.getByText('Written for your draft before your latest edits.').waitFor(),
    ).resolves.toBeUndefined();
    // A pause between two keystrokes may re-grade a half-typed sentence first: wait for the last grade.
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Prices' })
      .first()
      .filter({ hasText: /^Partly/ })
      .waitFor({ timeout: 20_000 })
      .catch(() => undefined);
    expect(await status(page, 'Prices')).toMatch(/^Partly/);
    expect(requests).toHaveLength(1);
    await grade(page, '', 'Suggest edits');
    expect(requests).toHaveLength(2);

    await grade(page, '', 'Try live search again');
    expect(requests).toHaveLength(3);

    await grade(page, fullCostDraft);
    const full = await scoreOf(page);
    expect(full).toBeGreaterThanOrEqual(60);
    expect(full).toBeLessThan(100);
    await page.getByText('Draft only', { exact: true }).waitFor();
    await context.close();
  });
});

describe('pasting into the draft', () => {
  it('keeps a formatted paste’s headings, lists, links and emphasis as Markdown, and runs nothing in it', async () => {
    const { page, context } = await openPage(ctx.browser, desktop);
    await page.goto(`${ctx.site.url}/content-grader`);
    await page.waitForSelector('html[data-hydrated]');
    const draft = page.getByLabel('Your draft');
    await draft.fill('Intro. ');
    const paste = (data: Record<string, string>) =>
      draft.evaluate((field, entries) => {
        const clipboard = new DataTransfer();
        for (const [type, value] of Object.entries(entries)) clipboard.setData(type, value);
        field.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }),
        );
      }, data);
    await draft.press('End');
    await paste({
      'text/html':
        '<h2>Feeding</h2><p>Feed <strong>daily</strong>, see <a href="https://example.com/">our guide</a>.</p><ul><li>flour</li><li>water</li></ul><script>window.ran = 1</script><img src="x" onerror="window.ran = 2">',
      'text/plain': 'Feeding Feed daily',
    });
    await page.waitForFunction(() => document.querySelector('textarea')?.value.includes('water'));
    const value = await draft.inputValue();
    expect(value).toContain('Intro. ## Feeding');
    expect(value).toContain('Feed **daily**, see [our guide](https://example.com/).');
    expect(value).toMatch(/^- +flour\n- +water$/m);
    expect(await page.evaluate(() => (window as unknown as { ran?: number }).ran)).toBeUndefined();
    await context.close();
  });
});
