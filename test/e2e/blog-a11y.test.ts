import AxeBuilder from '@axe-core/playwright';
import { makePost, repositoriesOf, savePosts } from '../support/blog-fixtures';
import { openPage, phone } from './support/browser';
import { useSiteAndBrowser } from './support/site-and-browser';

const env = useSiteAndBrowser();

describe('accessibility and layout', () => {
  beforeAll(async () => {
    await savePosts(
      repositoriesOf(env.site).posts,
      Array.from({ length: 9 }, (_, n) =>
        makePost(n, {
          content: '<h2>Section</h2><p>Text with a <a href="https://example.com">link</a>.</p>',
        }),
      ),
    );
  });

  describe.each([
    ['desktop', {}],
    ['phone', phone],
  ])('on %s', (_name, viewport) => {
    it.each([
      { path: '/blog', ready: 'Post number 0' },
      { path: '/blog/post-3', ready: 'Section' },
    ])('finds no axe violations and no sideways scrolling on $path', async ({ path, ready }) => {
      const { page, context } = await openPage(env.browser, viewport);
      await page.goto(`${env.site.url}${path}`);
      await page.getByRole('heading', { name: ready }).first().waitFor();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
      await expect(
        page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).resolves.toBe(true);
      await context.close();
    });
  });
});
