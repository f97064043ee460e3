import { setTimeout as sleep } from 'node:timers/promises';
import { tools } from '../../web/src/config/tools';
import { fixturesOf } from '../support/tool-fixtures';
import { DEMO_OUTPUT_LINE } from '../../web/src/lib/demo-output';
import { docxXml, inXml } from './support/docx';
import { useSiteAndBrowser } from './support/site-and-browser';
import { openToolPage } from './support/tool-page';
import { afterDemoLines } from './support/demo-lines';

const ctx = useSiteAndBrowser();

/** Each tool whose result actions the shared page shows (its fixtures' `result`), with its submit button. */
const cases = tools.flatMap((tool) => {
  const { submit, result } = fixturesOf(tool.id).page;
  return result ? [{ ...tool, ...result, submit }] : [];
});
type Tool = (typeof cases)[number];

/** The result actions a tool shows before any item exists (per-item copy buttons come with their items). */
const actionsOf = (tool: Tool) =>
  [...tool.copies.filter((name) => !/ \d+$/.test(name)), tool.download ?? []].flat();

describe.each(cases)('$label', (tool) => {
  it('keeps Copy and Download disabled until there is a result, and marks demo output in what it gives', async () => {
    const { page, context } = await openToolPage(ctx.browser, ctx.site.url, tool.path, tool.label);
    const button = (name: string) => page.getByRole('button', { name, exact: true });
    for (const name of actionsOf(tool)) await expect(button(name).isDisabled()).resolves.toBe(true);

    await page.route('**/functions/v1/**', async (route) => {
      await sleep(500); // long enough to look at the buttons while the answer is on its way
      await route.continue();
    });
    await tool.fill(page);
    await button(tool.submit).click();
    await button(tool.busy).waitFor();
    for (const name of actionsOf(tool)) await expect(button(name).isDisabled()).resolves.toBe(true);

    await page.getByText(tool.done).first().waitFor();
    await context.route('https://chatgpt.com/**', (route) => route.fulfill({ body: 'chat assistant' }));
    for (const name of tool.copies) {
      await page.evaluate(() => navigator.clipboard.writeText(''));
      await button(name).click();
      // Polled here: waitForFunction takes an async predicate's promise as truthy at once, so the old wait
      // never waited, and under load the read came before the copy (twice: '' for 'Copy All').
      let copied = '';
      for (let tries = 0; tries < 200 && !copied; tries++) {
        copied = await page.evaluate(() => navigator.clipboard.readText());
        if (!copied) await sleep(100);
      }
      expect(afterDemoLines(copied).length).toBeGreaterThan(10);
    }
    if (tool.download) {
      const download = page.waitForEvent('download');
      await button(tool.download).click();
      await expect(docxXml(await download)).resolves.toContain(inXml(DEMO_OUTPUT_LINE));
    }
    await context.close();
  });
});

describe('radio cards', () => {
  it('follow the radio-group keyboard pattern: one tab stop, arrow keys move and select', async () => {
    const { page, context } = await openToolPage(
      ctx.browser,
      ctx.site.url,
      '/linkedin-post',
      'LinkedIn Post Writer',
    );
    const group = page.getByRole('radiogroup', { name: 'Post length' });
    const checked = (name: RegExp) => group.getByRole('radio', { name, checked: true });
    await checked(/^Medium/).waitFor();

    await checked(/^Medium/).focus();
    await page.keyboard.press('ArrowRight');
    await checked(/^Long/).waitFor();
    await page.keyboard.press('ArrowLeft');
    await checked(/^Medium/).waitFor();
    await page.keyboard.press('ArrowUp');
    await checked(/^Short/).waitFor();
    await expect(checked(/^Short/).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(group.getByRole('radio', { checked: true }).count()).resolves.toBe(1);
    // The group is one tab stop: Tab leaves it rather than visiting each card.
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.not.toBe(
      'radio',
    );
    await context.close();
  });
});

describe('tabs', () => {
  it('follow the tabs keyboard pattern: the selected tab is one tab stop, arrows and Home/End select, Tab enters the panel', async () => {
    const { page, context } = await openToolPage(
      ctx.browser,
      ctx.site.url,
      '/linkedin-post',
      'LinkedIn Post Writer',
    );
    const list = page.getByRole('tablist', { name: 'Kind of post' });
    const selected = (name: string) => list.getByRole('tab', { name, selected: true });
    const focused = (name: string) =>
      expect(selected(name).evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    // Back from the first field: the panel, then the selected tab.
    await page.getByLabel('Topic').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await focused('Standard Post');
    await page.keyboard.press('ArrowLeft');
    await focused('Content Promotion');
    await page.keyboard.press('ArrowRight');
    await focused('Standard Post');
    await page.keyboard.press('End');
    await focused('Content Promotion');
    await page.keyboard.press('Home');
    await focused('Standard Post');
    await page.keyboard.press('ArrowRight');
    await focused('Story-Based');
    await expect(list.getByRole('tab', { selected: true }).count()).resolves.toBe(1);
    await expect(page.getByRole('tabpanel').count()).resolves.toBe(1);
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-labelledby'))).resolves.toBe(
      await selected('Story-Based').getAttribute('id'),
    );
    await page.keyboard.press('Shift+Tab');
    await focused('Story-Based');
    await page.keyboard.press('Shift+Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.not.toBe('tab');
    await context.close();
  });
});
