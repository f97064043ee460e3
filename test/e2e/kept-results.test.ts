import { tools } from '../../web/src/config/tools';
import { fixturesOf } from '../support/tool-fixtures';
import { openPage } from './support/browser';
import { reopenNewest, settled, shownText, waitForResults } from './support/kept';
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
    await waitForResults(page);
    const original = await settled(() => shownText(page));

    await reopenNewest(page, tool.label);
    await expect(settled(() => shownText(page), original)).resolves.toBe(original);
    await context.close();
  });
});
