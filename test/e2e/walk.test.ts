import type { BrowserContextOptions, Page } from 'playwright-core';
import { paths } from '../../web/src/config/paths';
import { tools } from '../../web/src/config/tools';
import { makePost, repositoriesOf, savePosts } from '../support/blog-fixtures';
import { desktop, navigateInApp, openPage, phone } from './support/browser';
import { useSiteAndBrowser } from './support/site-and-browser';

const post = makePost(0, { slug: 'a-post-to-walk-through', title: 'A post to walk through' });

/** Every route of the SPA: home, each tool of the registry, the blog and a post, the policy, a 404. */
const routes = [
  paths.home,
  ...tools.map((tool) => tool.path),
  paths.blog,
  `${paths.blog}/${post.slug}`,
  paths.privacyPolicy,
  '/no/such-page',
];

const ctx = useSiteAndBrowser();
// Pages are served only once rendered: publish after seeding, as the admin CLI does.
beforeAll(async () => {
  await savePosts(repositoriesOf(ctx.site).posts, [post]);
  await ctx.site.publishSite();
});

/** A visitor who closed the cookie notice, and everything the page reports going wrong. */
async function visitor(options: BrowserContextOptions) {
  const opened = await openPage(ctx.browser, options);
  await opened.context.addInitScript(() => localStorage.setItem('cookieConsentSeen', 'true'));
  const problems: string[] = [];
  opened.page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  opened.page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return { ...opened, problems };
}

const heading = (page: Page) => page.locator('main h1').first();

/** Waits until `path` shows its own page (a new h1, not the one before), and returns that heading. */
async function arrived(page: Page, path: string, before: string): Promise<string> {
  await page.waitForURL((url) => url.pathname === path);
  await page.waitForFunction((previous) => {
    const h1 = document.querySelector('main h1');
    return h1 && h1.textContent !== previous;
  }, before);
  const text = (await heading(page).textContent())!;
  expect(text).not.toBe('Unexpected Application Error!');
  return text;
}

/**
 * Goes to `path` inside the app (no page load, so leaving it later unmounts its screen): through a link to it
 * when the page has one, else by pushing the URL and signalling the router the way a history step does.
 */
async function enter(page: Page, path: string) {
  const link = page.locator(`a[href="${path}"]:visible`).first();
  if (await link.count()) return link.click();
  await navigateInApp(page, path);
}

/** Leaves through the first link in the page that goes elsewhere in the site, else the header's home link. */
async function leaveByLink(page: Page, path: string) {
  const links = page.locator('main a[href^="/"]:visible:not([target])');
  const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')!));
  const target = hrefs.findIndex((href) => href !== path && !href.includes('.'));
  if (target >= 0) return links.nth(target).click();
  return page.getByRole('banner').getByRole('link', { name: 'Content Co-Pilot' }).click();
}

/** Leaves through the phone's drawer: the first link that goes elsewhere. */
async function leaveByDrawer(page: Page, path: string) {
  await page.getByRole('button', { name: 'Toggle navigation menu' }).click();
  const links = page.getByRole('dialog').getByRole('link');
  await links.first().waitFor(); // the drawer's code loads on the first tap
  const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')!));
  await links.nth(hrefs.findIndex((href) => href !== path)).click();
}

describe.each([
  ['desktop', desktop, leaveByLink],
  ['phone', phone, leaveByDrawer],
] as const)('walking the site on %s', (_name, viewport, leave) => {
  // One visitor walks every route in turn, each walk from a fresh page load: a new browser context per
  // route cost a renderer start and a cold first load each (about a second) and tested nothing more.
  let walker: Awaited<ReturnType<typeof visitor>>;
  beforeAll(async () => {
    walker = await visitor(viewport);
  });
  afterAll(() => walker.context.close());

  it.each(routes)('opens %s and leaves it through Back and through a link', async (path) => {
    const { page, problems } = walker;
    problems.length = 0;
    const start = path === '/' ? '/privacy-policy' : '/';
    await page.goto(`${ctx.site.url}${start}`);
    const startHeading = await arrived(page, start, '');

    await enter(page, path);
    const pageHeading = await arrived(page, path, startHeading);
    await page.goBack();
    await arrived(page, start, pageHeading);
    await page.goForward();
    await arrived(page, path, startHeading);

    await leave(page, path);
    await page.waitForURL((url) => url.pathname !== path);
    await arrived(page, new URL(page.url()).pathname, pageHeading);
    expect(problems).toEqual([]);
  });
});

describe('the router error page', () => {
  it('shows a failed screen inside the site layout, with no stack, and lets the visitor go home', async () => {
    const { page, context } = await visitor(desktop);
    await page.route('**/assets/privacy-policy-page-*.js', (route) => route.abort());
    await page.goto(ctx.site.url);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();

    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }).waitFor();
    await main.getByText(/Failed to fetch dynamically imported module/).waitFor();
    await expect(main.locator('pre').count()).resolves.toBe(0);
    await expect(page.getByText('Hey developer').count()).resolves.toBe(0);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog', exact: true })
      .waitFor();
    await expect(page.title()).resolves.toBe('Unexpected Application Error | Content Co-Pilot');

    await main.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${ctx.site.url}/`);
    await heading(page).getByText('Your friendly co-pilot for content marketing').waitFor();
    await context.close();
  });

  it('reloads the page with Reload', async () => {
    const { page, context } = await visitor(desktop);
    await page.route('**/assets/privacy-policy-page-*.js', (route) => route.abort());
    await page.goto(`${ctx.site.url}/privacy-policy`);
    await page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }).waitFor();
    await page.unroute('**/assets/privacy-policy-page-*.js');
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await context.close();
  });
});
