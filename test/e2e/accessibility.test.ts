import { axeViolations } from './support/axe';
import { useSiteAndBrowser } from './support/site-and-browser';
import { openPage, phone } from './support/browser';

const ctx = useSiteAndBrowser();

const pages = [
  { path: '/', ready: 'Your friendly co-pilot for content marketing' },
  { path: '/privacy-policy', ready: 'Privacy Policy' },
  { path: '/missing-page', ready: 'Page Not Found' },
];

describe.each([
  ['desktop', {}],
  ['phone', phone],
])('axe on %s', (_name, viewport) => {
  it.each(pages)('finds no violations on $path', async ({ path, ready }) => {
    const { page, context } = await openPage(ctx.browser, viewport);
    await page.goto(`${ctx.site.url}${path}`);
    await page.getByRole('heading', { level: 1, name: ready }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await context.close();
  });
});
