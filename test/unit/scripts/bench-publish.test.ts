import { BLOG_PAGE_SIZE } from '../../../lambdas/shared/contracts/blog';
import { benchPublish } from '../../../scripts/bench/publish-run';

// Needs the built site (web/dist, `npm run build`): the admin CLI renders with it.
describe('bench:publish', () => {
  it('runs its whole setup with tiny sizes: 20 posts rendered by the admin CLI and by Eleventy, one publish on top', async () => {
    const posts = 20;
    const listPages = Math.ceil(posts / BLOG_PAGE_SIZE);
    const bench = await benchPublish(posts);

    // Eleventy: one page per post and the list pages, nothing else.
    expect(bench.eleventy.written).toBe(posts + listPages);
    expect(bench.eleventy.files).toBe(posts + listPages);
    // Ours: at least every post and list page, /blog, the sitemap and the feed, each file with its twins.
    expect(bench.render.written).toBeGreaterThanOrEqual(posts + listPages + 3);
    // Each post's id address is a redirect object, not a second page.
    expect(bench.render.redirects).toBe(posts);
    expect(bench.publish.redirects).toBe(1);
    expect(bench.render.files).toBeGreaterThanOrEqual(bench.render.written);
    expect(bench.render.changed).toBe(bench.render.files);
    // One publish writes a handful of pages whatever the archive holds.
    expect(bench.publish.written).toBeGreaterThan(0);
    expect(bench.publish.written).toBeLessThan(listPages + 8);
    expect(bench.publish.files).toBeGreaterThan(bench.render.files);
    for (const run of [bench.render, bench.publish, bench.eleventy]) {
      expect(run.cpu).toBeGreaterThan(0);
      expect(run.load).toHaveLength(3);
    }
    expect(bench.ratio).toBeGreaterThan(0);
    expect(bench.ratio).toBe(bench.render.cpu / bench.eleventy.cpu);
  }, 180_000);
});
