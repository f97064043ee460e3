import type { Page } from 'playwright-core';
import { makePost, repositoriesOf, savePosts } from '../support/blog-fixtures';
import { navigateInApp, openPage } from './support/browser';
import { useSiteAndBrowser } from './support/site-and-browser';

// Stored as is, bypassing the CLI's sanitizer: the browser must neutralize it on its own.
const xssHtml = [
  '<p>Visible paragraph</p>',
  "<script>window.__pwned = 'script'</script>",
  `<img src="/missing.png" onerror="window.__pwned = 'onerror'">`,
  `<a href="javascript:window.__pwned = 'javascript-link'">Click me</a>`,
  `<svg onload="window.__pwned = 'svg'"><circle r="5"></circle></svg>`,
  `<iframe src="javascript:parent.__pwned = 'iframe'"></iframe>`,
  `<iframe srcdoc="<script>parent.__pwned = 'srcdoc'</script>"></iframe>`,
].join('');

const regular = Array.from({ length: 9 }, (_, n) => makePost(n));
const xss = makePost(30, { slug: 'xss-post', title: 'A post with hostile HTML', content: xssHtml });
const empty = makePost(31, { slug: 'empty-post', title: 'A post without content', content: '' });
const draft = makePost(-1, { slug: 'secret-draft', title: 'Secret draft', published: false });

const env = useSiteAndBrowser();
// Pages are served only once rendered: publish after seeding, as the admin CLI does.
beforeAll(async () => {
  await savePosts(repositoriesOf(env.site).posts, [...regular, xss, empty, draft]);
  await env.site.publishSite();
});

/** A page whose visitor has already closed the cookie notice, so nothing covers the pager. */
async function visitor() {
  const opened = await openPage(env.browser);
  await opened.context.addInitScript(() => localStorage.setItem('cookieConsentSeen', 'true'));
  return opened;
}
/** Opens `path` inside the app, after a prerendered home page: its data then comes from the API, not the HTML. */
async function openInApp(page: Page, path: string) {
  await page.goto(`${env.site.url}/`);
  await navigateInApp(page, path);
}
const cards = (page: Page) => page.getByRole('region', { name: 'Blog posts' }).getByRole('listitem');
const cardTitles = (page: Page) =>
  page.getByRole('region', { name: 'Blog posts' }).getByRole('heading', { level: 2 }).allTextContents();

describe('the blog list', () => {
  it('shows seven cards a page and a pager whose Previous and Next are disabled at the ends', async () => {
    const { page, context } = await visitor();
    await page.goto(`${env.site.url}/blog`);
    await page.getByRole('link', { name: 'Post number 0', exact: true }).waitFor();
    await expect(page.title()).resolves.toBe('Blog | Content Co-Pilot');
    await expect(cards(page).count()).resolves.toBe(7);
    const first = cards(page).first();
    await expect(first.innerText()).resolves.toMatch(
      /Post number 0\s+06-30-2025\s+·\s+Test Author\s+·\s+Testing\s+Excerpt of post 0\.\s+Read more/,
    );
    await expect(first.getByRole('link', { name: /Read more/ }).getAttribute('href')).resolves.toBe(
      '/blog/post-0',
    );
    const pager = page.getByRole('navigation', { name: 'Blog pages' });
    await expect(pager.getByRole('button', { name: 'Previous' }).isDisabled()).resolves.toBe(true);
    // Pages count from the oldest: the newest of two pages is page 2.
    await expect(pager.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).resolves.toBe(
      'page',
    );

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await pager.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(`${env.site.url}/blog?page=1`);
    await page.getByRole('link', { name: 'Post number 7', exact: true }).waitFor();
    // Page 1 is the seven oldest posts, newest first (the newest page shows the latest seven).
    await expect(cardTitles(page)).resolves.toEqual([
      'Post number 4',
      'Post number 5',
      'Post number 6',
      'Post number 7',
      'Post number 8',
      'A post with hostile HTML',
      'A post without content',
    ]);
    await page.waitForFunction(() => window.scrollY === 0);
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Blog');
    await expect(pager.getByRole('button', { name: 'Next' }).isDisabled()).resolves.toBe(true);
    await pager.getByRole('link', { name: 'Previous' }).click();
    await page.waitForURL(`${env.site.url}/blog`);
    await page.getByRole('link', { name: 'Post number 0', exact: true }).waitFor();
    await expect(page.getByText('Secret draft').count()).resolves.toBe(0);
    await context.close();
  });

  it('ignores an out-of-range page number and shows the newest page', async () => {
    const { page, context } = await visitor();
    await page.goto(`${env.site.url}/blog?page=9`);
    await page.waitForURL(`${env.site.url}/blog`);
    await page.getByRole('link', { name: 'Post number 0', exact: true }).waitFor();
    await expect(cards(page).count()).resolves.toBe(7);
    await context.close();
  });

  it('shows skeletons while the posts load', async () => {
    const { page, context } = await visitor();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/blog-posts', async (route) => {
      await held;
      await route.continue();
    });
    await openInApp(page, '/blog');
    await page.getByRole('status').filter({ hasText: 'Loading blog posts…' }).waitFor({ state: 'attached' });
    await expect(page.getByRole('region', { name: 'Blog posts' }).getAttribute('aria-busy')).resolves.toBe(
      'true',
    );
    release();
    await page.getByRole('link', { name: 'Post number 0', exact: true }).waitFor();
    await context.close();
  });
});

describe('a blog post', () => {
  it('opens from the list by slug, at the top, with its title, meta line and content', async () => {
    const { page, context } = await visitor();
    await page.goto(`${env.site.url}/blog`);
    const link = page.getByRole('link', { name: 'Post number 6', exact: true });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await page.waitForURL(`${env.site.url}/blog/post-6`);
    await page.getByRole('heading', { level: 1, name: 'Post number 6' }).waitFor();
    await page.waitForFunction(() => window.scrollY === 0);
    await expect(page.getByRole('article').innerText()).resolves.toMatch(
      /Post number 6\s+06-24-2025\s+·\s+Test Author\s+·\s+Testing\s+Content of post 6\./,
    );
    await expect(page.title()).resolves.toBe('Post number 6 | Content Co-Pilot');
    await expect(page.locator('meta[name="description"]').last().getAttribute('content')).resolves.toBe(
      'Excerpt of post 6.',
    );
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await page.waitForURL(`${env.site.url}/blog`);
    await context.close();
  });

  it('opens by UUID', async () => {
    const { page, context } = await visitor();
    await page.goto(`${env.site.url}/blog/${regular[2]!.id}`);
    await page.getByRole('heading', { level: 1, name: 'Post number 2' }).waitFor();
    await context.close();
  });

  it.each([['no-such-post'], [draft.slug], [draft.id]])('shows Post Not Found for %s', async (slugOrId) => {
    const { page, context } = await visitor();
    await page.goto(`${env.site.url}/blog/${slugOrId}`);
    await page.getByRole('heading', { level: 1, name: 'Post Not Found' }).waitFor();
    await page.getByText("Sorry, the blog post you're looking for doesn't exist.").waitFor();
    await expect(page.getByText('Secret draft').count()).resolves.toBe(0);
    await context.close();
  });

  it('says so when a post has no content', async () => {
    const { page, context } = await visitor();
    await page.goto(`${env.site.url}/blog/${empty.slug}`);
    await page.getByText('No content available for this post').waitFor();
    await context.close();
  });

  it('renders stored XSS payloads with none of them executing', async () => {
    const { page, context } = await visitor();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${env.site.url}/blog/${xss.slug}`);
    const article = page.getByRole('article');
    await article.getByText('Visible paragraph').waitFor();
    await article.getByText('Click me').click();
    await page.waitForTimeout(500);
    await expect(page.evaluate(() => (window as { __pwned?: string }).__pwned)).resolves.toBeUndefined();
    expect(dialogs).toEqual([]);
    await expect(article.locator('script, iframe, svg').count()).resolves.toBe(0);
    const attributes = await article.evaluate((root) =>
      [...root.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => `${a.name}=${a.value}`)),
    );
    expect(attributes.filter((a) => /^on|javascript:/i.test(a))).toEqual([]);
    await context.close();
  });
});

describe('failures', () => {
  it("shows the product rules' error toasts when the list or a post cannot load", async () => {
    const check = async (path: string, api: string, message: string) => {
      const { page, context } = await visitor();
      await page.route(api, (route) => route.abort());
      await openInApp(page, path);
      await page.getByText(message).waitFor({ timeout: 20_000 });
      await context.close();
    };
    await Promise.all([
      check('/blog', '**/api/blog-posts', 'Failed to load blog posts. Please try again.'),
      check('/blog/post-1', '**/api/blog-posts/post-1', 'Failed to load blog post. Please try again.'),
    ]);
  }, 40_000);

  it('says a post failed to load, not that it does not exist, when the server answers 500, and tries again', async () => {
    const { page, context } = await visitor();
    await page.clock.install(); // the three retries back off for 14 s: run their timers at once
    let answered = 0;
    await page.route('**/api/blog-posts/post-2', (route) => {
      answered++;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"Internal server error"}',
      });
    });
    await openInApp(page, '/blog/post-2');
    await page.getByRole('status').filter({ hasText: 'Loading blog post…' }).waitFor({ state: 'attached' });
    while (answered < 4) await page.clock.runFor(1_000);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Failed to load blog post' }).waitFor();
    await page.getByText('Failed to load blog post. Please try again.').waitFor();
    await expect(main.getByText('Post Not Found').count()).resolves.toBe(0);
    await expect(page.title()).resolves.toBe('Blog post unavailable | Content Co-Pilot');

    await page.unroute('**/api/blog-posts/post-2');
    await main.getByRole('button', { name: 'Try again' }).click();
    await main.getByRole('heading', { level: 1, name: 'Post number 2' }).waitFor();
    await context.close();
  });
});
