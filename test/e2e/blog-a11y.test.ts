import { axeViolations } from './support/axe';
import { makePost, repositoriesOf, savePosts } from '../support/blog-fixtures';
import { openPage, phone } from './support/browser';
import { useSiteAndBrowser } from './support/site-and-browser';

const env = useSiteAndBrowser();

const longUrl = `https://www.example.com/guides/${'email-marketing-for-small-bakeries-'.repeat(4)}checklist?utm_source=newsletter&utm_medium=email`;
/** What real posts carry and a phone must hold: a long URL as its own text, an unbroken word, a wide table, code. */
const widePost = makePost(20, {
  slug: 'wide-post',
  content: [
    '<h2>Wide things</h2>',
    `<p>Download it at <a href="${longUrl}">${longUrl}</a> today.</p>`,
    `<p>Our Welsh friends call it ${'Llanfairpwllgwyngyll'.repeat(3)}.</p>`,
    `<table><thead><tr>${['Channel', 'Open rate', 'Click rate', 'Unsubscribes', 'Revenue per send', 'Best send time'].map((h) => `<th>${h}</th>`).join('')}</tr></thead>`,
    `<tbody><tr>${['Weekly newsletter', '42.3%', '6.1%', '0.2%', '$1,240.00', 'Thursday 7:30am'].map((d) => `<td>${d}</td>`).join('')}</tr></tbody></table>`,
    `<pre><code>const subscribers = await fetchSubscribers({ listId: 'weekly-newsletter', segment: 'regulars', since: '2025-01-01' });</code></pre>`,
  ].join(''),
});

describe('accessibility and layout', () => {
  beforeAll(async () => {
    await savePosts(
      repositoriesOf(env.site).posts,
      Array.from({ length: 9 }, (_, n) =>
        makePost(n, {
          content: '<h2>Section</h2><p>Text with a <a href="https://example.com">link</a>.</p>',
        }),
      ).concat(widePost),
    );
    await env.site.publishSite();
  });

  describe.each([
    ['desktop', {}],
    ['phone', phone],
  ])('on %s', (_name, viewport) => {
    it.each([
      { path: '/blog', ready: 'Post number 0' },
      { path: '/blog/post-3', ready: 'Section' },
      { path: '/blog/wide-post', ready: 'Wide things' },
    ])('finds no axe violations and no sideways scrolling on $path', async ({ path, ready }) => {
      const { page, context } = await openPage(env.browser, viewport);
      await page.goto(`${env.site.url}${path}`);
      await page.getByRole('heading', { name: ready }).first().waitFor();
      await expect(axeViolations(page)).resolves.toEqual([]);
      await expect(
        page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).resolves.toBe(true);
      await context.close();
    });
  });

  it('wraps long URLs and words in a post on a 375px phone, and scrolls tables and code in their own box', async () => {
    const { page, context } = await openPage(env.browser, phone);
    await page.goto(`${env.site.url}/blog/wide-post`);
    const article = page.getByRole('article');
    await article.getByRole('heading', { name: 'Wide things' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(375);
    const link = article.getByRole('link', { name: longUrl });
    const box = (await link.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);

    const table = article.getByRole('region', { name: 'Table' });
    const code = article.locator('pre');
    for (const scroller of [table, code]) {
      const { client, scroll, tabIndex } = await scroller.evaluate((el) => ({
        client: el.clientWidth,
        scroll: el.scrollWidth,
        tabIndex: (el as HTMLElement).tabIndex,
      }));
      expect(scroll).toBeGreaterThan(client); // wider than the screen: it scrolls, the page does not
      expect(client).toBeLessThan(375);
      expect(tabIndex).toBe(0); // keyboard users can reach it to scroll it
    }
    await table.focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.querySelector('.post-scroll')!.scrollLeft > 0);
    await context.close();
  });
});
