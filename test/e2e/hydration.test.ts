import { PagesRepository } from '../../lambdas/shared/repositories/pages-repository';
import { documentClientFor } from '../../lambdas/shared/dynamo';
import { paths } from '../../web/src/config/paths';
import { tools } from '../../web/src/config/tools';
import { makePost, repositoriesOf, savePosts } from '../support/blog-fixtures';
import { openPage } from './support/browser';
import { useSiteAndBrowser } from './support/site-and-browser';

const post = makePost(0, {
  slug: 'hydrated-post',
  title: 'A hydrated post',
  content: '<p>Prerendered body.</p>',
});
const landing = {
  slug: 'hydrated-landing',
  meta_title: 'Roast My Shop | Free Critique',
  meta_description: 'A free critique of your shop copy.',
  h1: 'Roast my shop',
  intro_copy: 'Tell us about your shop.',
};

const missing = '/no/such-page';

/** Every kind of page the site prerenders, and the 404 page. */
const pages = [
  paths.home,
  ...tools.map((tool) => tool.path),
  paths.privacyPolicy,
  paths.blog,
  `${paths.blog}/${post.slug}`,
  `${paths.blog}/${post.id}`,
  `/tools/${landing.slug}`,
  missing,
];

const ctx = useSiteAndBrowser();
beforeAll(async () => {
  await savePosts(repositoriesOf(ctx.site).posts, [post]);
  await new PagesRepository(
    documentClientFor(ctx.site.store.client),
    ctx.site.store.tableNames.pages!,
  ).putMany([landing]);
  await ctx.site.publishSite();
});

describe.each(pages)('%s, prerendered then hydrated', (path) => {
  it('keeps the HTML it was served, logs nothing but the 404 warning, and navigates in the app after hydrating', async () => {
    const { page } = await openPage(ctx.browser);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'warning' && text.startsWith('404 Error: User attempted')) return;
      // Chromium reports the 404 status of the page itself as a failed resource.
      if (path === missing && text.includes('status of 404 (Not Found)')) return;
      if (['error', 'warning'].includes(message.type())) problems.push(`${message.type()}: ${text}`);
    });
    const response = await page.goto(`${ctx.site.url}${path}`);
    const served = await response!.text();
    const servedH1 = /<h1[^>]*>([^<]*)</.exec(served)?.[1];
    expect(servedH1).toBeTruthy();
    // Hydrated: the layout's first effect has run, so links route inside the app from now on.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
    await expect(page.locator('main h1').first().textContent()).resolves.toBe(
      servedH1!.replace(/&amp;/g, '&').replace(/&#x27;/g, "'"),
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true }).click();
    await page.waitForURL((url) => url.pathname === paths.privacyPolicy);
    await page.locator('main h1', { hasText: 'Privacy Policy' }).waitFor();
    await expect(page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).resolves.toBe(
      true,
    );
    expect(problems).toEqual([]);
  });
});
