import { startFakeResearch, type FakeResearch } from '../../scripts/fakes/fake-research';
import { researchPages } from '../../scripts/fakes/research-site';
import { desktop, openPage, phone } from './support/browser';
import { briefRegion, fillBriefForm } from './support/brief-page';
import { useSiteAndBrowser } from './support/site-and-browser';

let research: FakeResearch;
// Registered before the site's hooks, so the functions start with research pointed at the fakes. Each page
// answers after 600 ms: the research step stays on screen long enough to be seen.
beforeAll(async () => {
  research = await startFakeResearch({ delayMs: 600 });
});
afterAll(() => research?.close());
const ctx = useSiteAndBrowser({ functionEnv: () => ({ ...research.env, DEMO_CHUNK_DELAY_MS: '5' }) });

describe.each([
  ['1280 px', desktop, 'sourdough starter'],
  ['375 px', phone, 'sourdough starter for beginners'],
])('the brief with live research at %s', (_width, viewport, keyword) => {
  it('shows what ranks today before the outline, links out safely, and survives leaving by link and Back', async () => {
    const { page, context } = await openPage(ctx.browser, viewport);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${ctx.site.url}/content-brief`);
    await fillBriefForm(page, { keywords: keyword });
    await page.getByRole('button', { name: 'Generate Content Brief' }).click();
    await briefRegion(page).getByText('Researching what ranks today...').waitFor();

    const sources = briefRegion(page).getByRole('region', { name: 'What Ranks Today' });
    await sources.waitFor();
    await page.getByText('Content brief generated successfully!').waitFor();
    const links = sources.getByRole('link');
    await expect(links.count()).resolves.toBe(researchPages.length);
    const attributes = await links.evaluateAll((anchors) =>
      anchors.map((a) => [a.textContent, a.getAttribute('target'), a.getAttribute('rel')]),
    );
    expect(attributes).toEqual(
      researchPages.map((p, i) => [`[${i + 1}] ${p.title}`, '_blank', 'noopener noreferrer nofollow']),
    );
    // The pages are the local fake search's samples, and the result says so (issue 46.11).
    await expect(sources.getByRole('heading', { level: 3 }).innerText()).resolves.toBe(
      'What Ranks Today (local research: sample pages)',
    );
    await expect(sources.innerText()).resolves.toContain('breadbasics.example · 1,800 words');
    await expect(sources.innerText()).resolves.toContain('Why is my starter not rising?');
    await expect(sources.getByTestId('recommended-length').innerText()).resolves.toBe(
      'Recommended length: about 1,050 words (the median of the pages read). You chose 1,000-1,500 words.',
    );
    await expect(sources.getByTestId('questions-to-answer').innerText()).resolves.toContain(
      'Can I use tap water?',
    );
    // Before the outline: the sources section comes first in the result.
    const order = await briefRegion(page)
      .locator('section')
      .evaluateAll((sections) => sections.map((s) => s.querySelector('h3')?.textContent));
    expect(order.slice(0, 2)).toEqual(['What Ranks Today (local research: sample pages)', 'SEO Snapshot']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.viewport!.width,
    );

    // A source opens in a new tab; the brief stays where it was.
    const [tab] = await Promise.all([context.waitForEvent('page'), links.first().click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(`${research.pages.origin}/breadbasics.example/guides/sourdough-starter`);
    await expect(tab.evaluate(() => document.referrer)).resolves.toBe('');
    await tab.close();
    await expect(sources.isVisible()).resolves.toBe(true);

    await page.getByRole('link', { name: 'Privacy Policy' }).last().click();
    await page.getByRole('heading', { level: 1, name: /Privacy Policy/ }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Content Brief Generator' }).waitFor();
    await page.getByRole('button', { name: 'Generate Content Brief' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
