import { makePost, repositoriesOf, savePosts } from '../support/blog-fixtures';
import { openPage } from './support/browser';
import { useSiteAndBrowser } from './support/site-and-browser';

const post = makePost(0, {
  slug: 'email-marketing-for-bakeries',
  title: 'Email marketing for bakeries',
  excerpt: 'How a neighbourhood bakery can start a newsletter people look forward to.',
  content: '<p>Start with the people who already buy your bread. Ask them at the till.</p>',
});

const ctx = useSiteAndBrowser();
beforeAll(async () => {
  await savePosts(repositoriesOf(ctx.site).posts, [post]);
  await ctx.site.publishSite();
});

/** Lighthouse's list of link texts that say nothing about their target (its `link-text` audit, English). */
const vague = [
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'read more',
  'right here',
  'start',
  'this',
];

/**
 * The audits of Lighthouse's SEO category, checked offline in the rendered page (Lighthouse itself is
 * `npm run bench:lighthouse`, which downloads it): status, indexable, title, description, canonical, language,
 * crawlable links with descriptive text, and a robots.txt that lets the page be crawled.
 */
it.each(['/', '/content-brief', '/blog', `/blog/${post.slug}`])(
  '%s passes the SEO audits offline',
  async (path) => {
    const { page } = await openPage(ctx.browser);
    const response = await page.goto(`${ctx.site.url}${path}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag'] ?? '').not.toMatch(/noindex/i);
    await page.waitForSelector('html[data-hydrated]');
    const head = await page.evaluate(() => ({
      title: document.title.trim(),
      description: document.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '',
      robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '',
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
      lang: document.documentElement.lang,
      viewport: document.querySelector('meta[name="viewport"]')?.getAttribute('content') ?? '',
      links: [...document.querySelectorAll('a')].map((a) => ({
        href: a.getAttribute('href'),
        text: (a.textContent ?? '').trim().toLowerCase(),
        label: a.getAttribute('aria-label') ?? '',
      })),
    }));
    expect(head.title.length).toBeGreaterThan(0);
    expect(head.description.length).toBeGreaterThan(0);
    expect(head.robots).not.toMatch(/noindex/i);
    expect(head.lang).toBe('en');
    expect(head.viewport).toContain('width=device-width');
    expect(new URL(head.canonical).pathname).toBe(path);
    for (const link of head.links) {
      expect([link.href, link.href !== null && /^\s*javascript:/i.test(link.href)]).toEqual([
        link.href,
        false,
      ]);
      if (!link.label) expect([link.href, vague.includes(link.text)]).toEqual([link.href, false]);
    }
    const robots = await (await fetch(`${ctx.site.url}/robots.txt`)).text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
  },
);
