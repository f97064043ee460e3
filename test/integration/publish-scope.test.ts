import { BLOG_PAGE_SIZE } from '../../lambdas/shared/contracts/blog';
import { makePost, repositoriesOf, savePosts } from '../support/blog-fixtures';
import type { RemoteSite } from '../support/stack/remote-site';
import { startRemoteSite } from '../support/stack/start';

// Needs the built SPA (web/dist, `npm run build`): pages are rendered by the real prerenderer.
jest.setTimeout(180_000);

let site: RemoteSite;
let repos: ReturnType<typeof repositoriesOf>;
// 30 posts, post-0 the newest: pages 1-4 hold seven each from the oldest, page 5 (the newest) the latest seven.
const archive = Array.from({ length: 30 }, (_, n) => makePost(n + 100, { slug: `archived-${n}` }));
beforeAll(async () => {
  site = await startRemoteSite({ withWeb: true });
  repos = repositoriesOf(site);
  await savePosts(repos.posts, archive);
  await site.publishSite();
});
afterAll(() => site.close());

const get = async (path: string) => {
  const res = await fetch(`${site.url}${path}`);
  return { status: res.status, text: await res.text() };
};
/** Post n of the archive by age: 0 is the oldest. */
const oldest = (n: number) => archive[archive.length - 1 - n]!;

it('serves every list page, deep ones included, with its own posts and status 200', async () => {
  const first = await get('/blog?page=1');
  expect(first.status).toBe(200);
  for (let n = 0; n < BLOG_PAGE_SIZE; n++) expect(first.text).toContain(oldest(n).title);
  expect(first.text).not.toContain(oldest(BLOG_PAGE_SIZE).title);
  const third = await get('/blog?page=3');
  expect(third.text).toContain(oldest(14).title);
  expect(third.text).toContain('aria-label="Latest page"');
  const newest = await get('/blog');
  expect(newest.text).toContain(archive[0]!.title);
  expect((await get('/blog?page=6')).status).toBe(404);
});

it('a new post renders only its own pages, the newest list pages, the sitemap and the feed', async () => {
  for (let i = 0; i < BLOG_PAGE_SIZE + 1; i++) {
    const post = makePost(i, { slug: `fresh-${i}`, date: `2026-01-${String(10 + i).padStart(2, '0')}` });
    await repos.posts.save(post, 'create');
    const { written, invalidated } = await site.publishSite({ scope: { posts: [post.id] } });
    expect(written).toEqual(
      expect.arrayContaining([`blog/${post.slug}/index.html`, `blog/${post.id}/index.html`]),
    );
    expect(written).toEqual(expect.arrayContaining(['blog/index.html', 'sitemap.xml', 'rss.xml']));
    expect(written.length).toBeLessThanOrEqual(14);
    // Pages 1 and 2 keep their seven posts and, more than three pages below the newest, their links.
    for (const page of [1, 2]) expect(written).not.toContain(`blog/page/${page}/index.html`);
    expect(invalidated.length).toBeLessThanOrEqual(2 * written.length);
  }
  // 38 posts: page 5 is now a full block of the oldest order and page 6 the newest.
  const fifth = await get('/blog?page=5');
  expect(fifth.text).toContain(archive[0]!.title);
  expect(fifth.text).toContain('/blog/fresh-4"');
  expect(fifth.text).not.toContain('/blog/fresh-5"');
  expect((await get('/blog?page=6')).status).toBe(200);
  expect((await get('/blog')).text).toContain('fresh-7');
});

it('a scoped publish removes what the change orphaned: an old slug, unpublished posts, a list page past the last', async () => {
  const [head] = await repos.posts.findBySlug('fresh-0');
  const post = (await repos.posts.findById(head!.id))!;
  await repos.posts.save({ ...post, slug: 'fresh-100' }, 'replace');
  const renamed = await site.publishSite({ scope: { posts: [post.id] } });
  expect(renamed.removed).toEqual(['blog/fresh-0/index.html']);
  expect((await get('/blog/fresh-100')).status).toBe(200);
  // The id address follows the slug: its redirect object was rewritten, not a copy of the old page kept.
  const byId = await fetch(`${site.url}/blog/${post.id}`, { redirect: 'manual' });
  expect([byId.status, byId.headers.get('location')]).toEqual([301, '/blog/fresh-100']);

  // 38 posts fill six list pages (the sixth holds three): unpublishing three drops page 6.
  const dropped = await Promise.all(
    ['fresh-5', 'fresh-6', 'fresh-7'].map((slug) => repos.posts.findBySlug(slug)),
  );
  const ids = dropped.map(([found]) => found!.id);
  for (const found of dropped) await repos.posts.saveHead({ ...found[0]!, published: false });
  const { removed } = await site.publishSite({ scope: { posts: ids } });
  expect(removed).toEqual(
    expect.arrayContaining([
      'blog/page/6/index.html',
      'blog/fresh-7/index.html',
      `blog/${ids[2]}/index.html`,
    ]),
  );
  expect(removed).toHaveLength(7);
  for (const found of dropped) await repos.posts.saveHead({ ...found[0]!, published: true });
  await site.publishSite({ scope: { posts: ids } });
});

it('a full render after the scoped ones finds nothing to change', async () => {
  const { written, removed } = await site.publishSite();
  expect({ written, removed }).toEqual({ written: [], removed: [] });
});

it('splits the sitemap into an index of files past its URL limit, and joins it again', async () => {
  const { written } = await site.publishSite({ sitemapMaxUrls: 20 });
  const index = (await get('/sitemap.xml')).text;
  expect(index).toContain('<sitemapindex');
  const parts = [...index.matchAll(/<loc>[^<]*\/(sitemap-\d+\.xml)<\/loc>/g)].map((m) => m[1]!);
  expect(written).toEqual(expect.arrayContaining(['sitemap.xml', ...parts]));
  const urls = await Promise.all(
    parts.map(async (part) =>
      [...(await get(`/${part}`)).text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!),
    ),
  );
  for (const list of urls) expect(list.length).toBeLessThanOrEqual(20);
  const all = urls.flat();
  expect(new Set(all).size).toBe(all.length);
  expect(all.filter((loc) => /\/blog\/(archived|fresh)-\d+$/.test(loc))).toHaveLength(38);

  const joined = await site.publishSite();
  expect(joined.removed).toEqual(parts);
  expect((await get('/sitemap.xml')).text).toContain('<urlset');
  expect((await get(`/${parts[0]}`)).status).toBe(404);
});
