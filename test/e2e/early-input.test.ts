import { openPage } from './support/browser';
import { useSiteAndBrowser } from './support/site-and-browser';

const ctx = useSiteAndBrowser();

it('keeps what a visitor typed into a prerendered form before the page came alive', async () => {
  const { page, context } = await openPage(ctx.browser);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The page's code arrives late, as on a slow phone: the prerendered form is on screen, React is not yet.
  await page.route('**/assets/framework-*.js', async (route) => {
    await held;
    await route.continue();
  });
  const arrival = page.goto(`${ctx.site.url}/content-brief`);
  await page.getByLabel('Topic').fill('Typed before the page came alive');
  await page.getByLabel('Target audience').fill('owners of small bakeries');
  release();
  await arrival; // waits for hydration (see openPage)
  await page.getByLabel('Primary keywords').fill('bakery newsletter');
  const request = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/functions/'));
  await page
    .getByRole('button', { name: /Generate/ })
    .first()
    .click();
  expect((await request).postDataJSON()).toMatchObject({
    topic: 'Typed before the page came alive',
    targetAudience: 'owners of small bakeries',
    primaryKeywords: ['bakery newsletter'],
  });
  await expect(page.getByText('Please enter a topic.').count()).resolves.toBe(0);
  await context.close();
});
