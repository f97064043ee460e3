import type { Browser, Page } from 'playwright-core';
import { askedOf, echoLine } from '../../scripts/fakes/fake-bedrock';
import { startBedrockSite, type BedrockSite } from '../support/bedrock-site';
import { desktop, expectSettled, phone } from './support/browser';
import { workerBrowser } from './support/site-and-browser';
import { briefRegion, fillBriefForm } from './support/brief-page';
import { renderedLanguage, textSide } from './support/direction';
import { docxXml } from './support/docx';
import { waitForKept } from './support/history';
import { openToolPage } from './support/tool-page';

let bedrock: BedrockSite;
let browser: Browser;

beforeAll(async () => {
  [bedrock, browser] = await Promise.all([startBedrockSite({ withWeb: true }), workerBrowser()]);
  // The fake writes what the prompt asked for first ('Echo: language vi · refinement none'), then a brief.
  bedrock.fake.fallback = { kind: 'echo', chunks: ['## SEO Snapshot\n', '- Topic: pho for beginners\n'] };
});
afterAll(async () => {
  await browser?.close();
  await bedrock?.close();
});

/** The direction and language the brief's text is shown in. */
const ARABIC_LINE = 'الفو للمبتدئين';

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
    await expectSettled(page, () => scopeOf(page), { dir: 'ltr', lang: 'vi' });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Brief' }).click();
    expect(await docxXml(await download)).toContain(echoLine({ language: 'vi', refinement: 'none' }));

    await page.getByLabel('Translate to…').selectOption('ar');
    await page.getByRole('button', { name: 'Translate', exact: true }).click();
    await briefRegion(page)
      .getByText(echoLine({ language: 'ar', refinement: 'translate' }))
      .waitFor();
    await expectSettled(page, () => scopeOf(page), { dir: 'rtl', lang: 'ar' });
    await waitForKept(page, 1);

    // Kept with its language: a reload shows it right to left again, and the next refinement keeps Arabic.
    await page.reload();
    await briefRegion(page)
      .getByText(echoLine({ language: 'ar', refinement: 'translate' }))
      .waitFor();
    await expectSettled(page, () => scopeOf(page), { dir: 'rtl', lang: 'ar' });
    await page.getByRole('button', { name: 'More formal' }).click();
    await briefRegion(page)
      .getByText(echoLine({ language: 'ar', refinement: 'formal' }))
      .waitFor();
    await context.close();
  });
});

// Issue 38 point 3: only the model's Arabic text runs right to left; each paragraph takes its own direction, so an
// English line in it stays left to right, and the card's title and notes keep the page's language.
describe.each([
  ['1280 px', desktop],
  ['375 px', phone],
])('an Arabic answer at %s', (_width, viewport) => {
  it('is laid out right to left, its English line and the card around it left to right', async () => {
    bedrock.fake.fallback = { kind: 'echo', chunks: ['## SEO Snapshot\n', `${ARABIC_LINE}\n`] };
    const { page, context } = await openToolPage(
      browser,
      bedrock.site.url,
      '/content-brief',
      'Content Brief Generator',
      viewport,
    );
    await page.getByRole('button', { name: 'Close cookie notice' }).click();
    await fillBriefForm(page, { topic: 'Pho for beginners' });
    await page.getByLabel('Output language').selectOption('ar');
    await page.getByRole('button', { name: 'Generate Content Brief' }).click();
    const arabic = briefRegion(page).getByText(ARABIC_LINE);
    await arabic.waitFor();
    await page.getByText('Your content brief is ready.').waitFor({ state: 'attached' });

    await expectSettled(page, () => scopeOf(page), { dir: 'rtl', lang: 'ar' });
    await expect(renderedLanguage(arabic)).resolves.toEqual({ direction: 'rtl', lang: 'ar' });
    await expect(textSide(arabic)).resolves.toBe('right');
    const english = briefRegion(page).getByText(echoLine({ language: 'ar', refinement: 'none' }));
    await expect(renderedLanguage(english)).resolves.toEqual({ direction: 'ltr', lang: 'ar' });
    await expect(textSide(english)).resolves.toBe('left');
    const title = page.getByRole('heading', { name: 'Your Generated Brief' });
    await expect(renderedLanguage(title)).resolves.toEqual({ direction: 'ltr', lang: 'en' });
    await expect(textSide(title)).resolves.toBe('left');
    await context.close();
  });
});
