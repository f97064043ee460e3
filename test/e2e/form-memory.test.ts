import type { Page } from 'playwright-core';
import { tools } from '../../web/src/config/tools';
import { fixturesOf, type Entries } from '../support/tool-fixtures';
import { navigateInApp, openPage, settledValue } from './support/browser';
import { useSiteAndBrowser } from './support/site-and-browser';

const ctx = useSiteAndBrowser();

const cases = tools.map((tool) => ({ ...tool, ...fixturesOf(tool.id).page.entries }));

async function fill(page: Page, { tab, text, select }: Entries) {
  if (tab) await page.getByRole('tab', { name: tab }).click();
  for (const [label, value] of Object.entries(text)) await page.getByLabel(label).fill(value);
  for (const [label, value] of Object.entries(select ?? {})) await page.getByLabel(label).selectOption(value);
}

/** Every field reads as entered, and the tab the visitor picked is the one selected. */
async function expectEntries(page: Page, { tab, text, select }: Entries) {
  if (tab) await page.getByRole('tab', { name: tab, selected: true }).waitFor();
  for (const [label, value] of Object.entries({ ...text, ...select }))
    await expect(settledValue(page.getByLabel(label), value)).resolves.toBe(value);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

describe('a tool form kept for the session', () => {
  it.each(cases)(
    '$path keeps its entries when the visitor leaves and comes back by Back, or reloads',
    async (tool) => {
      const { page, context } = await openPage(ctx.browser);
      await page.goto(`${ctx.site.url}${tool.path}`);
      await fill(page, tool);

      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Blog', exact: true })
        .click();
      await heading(page, 'Blog').waitFor();
      await page.goBack();
      await heading(page, tool.label).waitFor();
      await expectEntries(page, tool);

      await page.reload();
      await expectEntries(page, tool);

      // Another visit (a new browser session) starts from an empty form.
      const fresh = await openPage(ctx.browser);
      await fresh.page.goto(`${ctx.site.url}${tool.path}`);
      const field = Object.keys(tool.text).at(-1)!; // one every tab of the form has
      await expect(fresh.page.getByLabel(field).inputValue()).resolves.toBe('');
      await fresh.context.close();
      await context.close();
    },
  );

  it('reads what was kept with care: fields of the wrong type, too long, or options the form no longer offers are left at their defaults', async () => {
    const { page, context } = await openPage(ctx.browser);
    await context.addInitScript(() => {
      sessionStorage.setItem(
        'tool-form:content-brief',
        JSON.stringify({
          topic: 42,
          targetAudience: 'Houston food lovers',
          primaryKeywords: 'x'.repeat(60_000),
          contentGoal: 'world-domination',
          wordCount: '500-750',
          unknownField: 'ignored',
        }),
      );
      sessionStorage.setItem(
        'tool-form:linkedin-post',
        JSON.stringify({ postType: 'bogus', topic: 'Kept topic' }),
      );
      sessionStorage.setItem('tool-form:blog-topic', '{not json');
    });
    await page.goto(`${ctx.site.url}/content-brief`);
    await expect(settledValue(page.getByLabel('Target audience'), 'Houston food lovers')).resolves.toBe(
      'Houston food lovers',
    );
    await expect(page.getByLabel('Length').inputValue()).resolves.toBe('500-750');
    await expect(page.getByLabel('Topic').inputValue()).resolves.toBe('');
    await expect(page.getByLabel('Primary keywords').inputValue()).resolves.toBe('');
    await expect(page.getByLabel('Content goal').inputValue()).resolves.toBe('educate');

    await navigateInApp(page, '/linkedin-post');
    await page.getByRole('tab', { name: 'Standard Post', selected: true }).waitFor();
    await expect(settledValue(page.getByLabel('Topic'), 'Kept topic')).resolves.toBe('Kept topic');

    await navigateInApp(page, '/blog-topic');
    await heading(page, 'Blog Topic Generator').waitFor();
    await expect(page.getByLabel('Industry').inputValue()).resolves.toBe('');
    await context.close();
  });
});
