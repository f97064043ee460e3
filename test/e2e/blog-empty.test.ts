import { openPage } from './support/browser';
import { useSiteAndBrowser } from './support/site-and-browser';

// Its own file and site: the other blog tests fill their store with posts.
const env = useSiteAndBrowser();
// An empty blog still has its first list page, once rendered.
beforeAll(() => env.site.publishSite());

describe('an empty blog', () => {
  it('shows the empty state and no pager', async () => {
    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.site.url}/blog`);
    await page.getByRole('heading', { name: 'No blog posts found' }).waitFor();
    await page.getByText('Check back soon for new content!').waitFor();
    await expect(page.getByRole('navigation', { name: 'Blog pages' }).count()).resolves.toBe(0);
    await context.close();
  });
});
