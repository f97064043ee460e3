import { startFakeResearch, type FakeResearch } from '../../scripts/fakes/fake-research';
import { researchPages } from '../../scripts/fakes/research-site';
import { openPage } from './support/browser';
import { briefRegion, fillBriefForm } from './support/brief-page';
import { waitForKept } from './support/history';
import { reopenNewest, settled, shownText, waitForResults } from './support/kept';
import { useSiteAndBrowser } from './support/site-and-browser';

let research: FakeResearch;
// Before the site's hooks: the functions start with research pointed at the fake (RESEARCH_FAKE=1's).
beforeAll(async () => {
  research = await startFakeResearch();
});
afterAll(() => research?.close());
const ctx = useSiteAndBrowser({ functionEnv: () => research.env });

jest.setTimeout(90_000);

it('a researched brief refined Shorter comes back from Recent results with its sources, as the page showed it', async () => {
  const { page, context } = await openPage(ctx.browser);
  await context.addInitScript(() => localStorage.setItem('cookieConsentSeen', 'true'));
  await page.goto(`${ctx.site.url}/content-brief`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
  await fillBriefForm(page, { topic: 'Sourdough for beginners', keywords: 'sourdough starter' });
  await page.getByRole('button', { name: 'Generate Content Brief' }).click();
  await page.getByText('Your content brief is ready.').waitFor();
  await waitForResults(page);
  await page.getByRole('button', { name: 'Shorter' }).click();
  await page.getByText('Refined: Shorter').first().waitFor();
  await waitForKept(page, 1);
  const refined = await settled(() => shownText(page));
  // The research's pages are on screen under the refined brief.
  for (const source of researchPages) expect(refined).toContain(source.domain);
  await expect(briefRegion(page).innerText()).resolves.toContain('SEO Snapshot');

  await reopenNewest(page, 'Content Brief Generator');
  await expect(settled(() => shownText(page), refined)).resolves.toBe(refined);
  await context.close();
});
