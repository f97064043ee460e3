import type { Browser, Page } from 'playwright-core';
import { askedOf, echoLine } from '../../scripts/fakes/fake-bedrock';
import { startBedrockSite, type BedrockSite } from '../support/bedrock-site';
import { launchBrowser } from './support/browser';
import { briefRegion, fillBriefForm } from './support/brief-page';
import { docxXml } from './support/docx';
import { waitForKept } from './support/history';
import { openToolPage } from './support/tool-page';

let bedrock: BedrockSite;
let browser: Browser;

beforeAll(async () => {
  [bedrock, browser] = await Promise.all([startBedrockSite({ withWeb: true }), launchBrowser()]);
  // The fake writes what the prompt asked for first ('Echo: language vi · refinement none'), then a brief.
  bedrock.fake.fallback = { kind: 'echo', chunks: ['## SEO Snapshot\n', '- Topic: pho for beginners\n'] };
});
afterAll(async () => {
  await browser?.close();
  await bedrock?.close();
});

/** The direction and language the brief's text is shown in. */
const scopeOf = (page: Page) =>
  briefRegion(page).evaluate((region) => {
    const scope = region.closest('[dir]');
    return { dir: scope?.getAttribute('dir'), lang: scope?.getAttribute('lang') };
  });

describe('a result in the chosen output language', () => {
  it('asks the model for Vietnamese, exports it as written, and translates to Arabic shown right to left', async () => {
    const { page, context } = await openToolPage(
      browser,
      bedrock.site.url,
      '/content-brief',
      'Content Brief Generator',
    );
    await page.getByRole('button', { name: 'Close cookie notice' }).click();
    await fillBriefForm(page, { topic: 'Pho for beginners' });
    await page.getByLabel('Output language').selectOption('vi');
    await page.getByRole('button', { name: 'Generate Content Brief' }).click();
    await briefRegion(page)
      .getByText(echoLine({ language: 'vi', refinement: 'none' }))
      .waitFor();
    expect(askedOf(bedrock.fake.requests.at(-1)!)).toEqual({ language: 'vi' });
    await expect(scopeOf(page)).resolves.toEqual({ dir: 'ltr', lang: 'vi' });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Brief' }).click();
    expect(await docxXml(await download)).toContain(echoLine({ language: 'vi', refinement: 'none' }));

    await page.getByLabel('Translate to…').selectOption('ar');
    await page.getByRole('button', { name: 'Translate', exact: true }).click();
    await briefRegion(page)
      .getByText(echoLine({ language: 'ar', refinement: 'translate' }))
      .waitFor();
    await expect(scopeOf(page)).resolves.toEqual({ dir: 'rtl', lang: 'ar' });
    await waitForKept(page, 1);

    // Kept with its language: a reload shows it right to left again, and the next refinement keeps Arabic.
    await page.reload();
    await briefRegion(page)
      .getByText(echoLine({ language: 'ar', refinement: 'translate' }))
      .waitFor();
    await expect(scopeOf(page)).resolves.toEqual({ dir: 'rtl', lang: 'ar' });
    await page.getByRole('button', { name: 'More formal' }).click();
    await briefRegion(page)
      .getByText(echoLine({ language: 'ar', refinement: 'formal' }))
      .waitFor();
    await context.close();
  });
});
