import type { BlogPostsResponse } from '../../lambdas/blog-posts/contract';
import type { PostRecord } from '../../lambdas/shared/repositories/post-record';
import { makePost, repositoriesOf, savePosts } from '../support/blog-fixtures';
import type { RemoteSite } from '../support/stack/remote-site';
import { startRemoteSite } from '../support/stack/start';

let site: RemoteSite;
let repos: ReturnType<typeof repositoriesOf>;
beforeAll(async () => {
  site = await startRemoteSite();
  repos = repositoriesOf(site);
});
afterAll(() => site.close());

const get = (path: string) => fetch(`${site.url}${path}`);
const list = async (page?: number) => {
  const res = await get(`/api/blog-posts${page === undefined ? '' : `?page=${page}`}`);
  return { status: res.status, headers: res.headers, body: (await res.json()) as BlogPostsResponse };
};

describe('an empty blog', () => {
  it('answers the newest page as page 1 with no posts, and refuses page 2', async () => {
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ posts: [], page: 1, pageSize: 7, newerPages: 0 });
    const second = await list(2);
    expect(second.status).toBe(400);
  });
});

describe('published posts and drafts', () => {
  // 15 published posts, newest first as post-0 … post-14; drafts dated later than all of them.
  const published = Array.from({ length: 15 }, (_, n) => makePost(n));
  const drafts = [1, 2, 3].map((n) =>
    makePost(-n, { slug: `draft-${n}`, title: `Draft ${n}`, published: false }),
  );
  beforeAll(() => savePosts(repos.posts, [...published, ...drafts]));

  it('shows the latest seven posts as the newest page, with CloudFront-friendly caching', async () => {
    const { status, headers, body } = await list();
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 3, pageSize: 7, newerPages: 0 });
    expect(body.posts.map((p) => p.slug)).toEqual(published.slice(0, 7).map((p) => p.slug));
    expect(body.posts[0]).toEqual({
      id: published[0]!.id,
      slug: 'post-0',
      title: 'Post number 0',
      author: 'Test Author',
      category: 'Testing',
      excerpt: 'Excerpt of post 0.',
      date: '2025-06-30',
    });
    expect(headers.get('cache-control')).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate=\d+/);
    expect((await list(3)).body).toEqual(body);
  });

  it('numbers the other pages from the oldest, seven posts each, newest first, never a draft', async () => {
    const [first, second] = await Promise.all([list(1), list(2)]);
    expect(first.body).toMatchObject({ page: 1, newerPages: 2 });
    expect(second.body).toMatchObject({ page: 2, newerPages: 1 });
    expect(first.body.posts.map((p) => p.slug)).toEqual(published.slice(8).map((p) => p.slug));
    expect(second.body.posts.map((p) => p.slug)).toEqual(published.slice(1, 8).map((p) => p.slug));
    const slugs = [first, second].flatMap((p) => p.body.posts.map((post) => post.slug));
    expect(slugs.some((slug) => slug.startsWith('draft'))).toBe(false);
  });

  it('refuses pages past the newest and malformed page numbers with 400', async () => {
    const after = await list(4);
    expect(after.status).toBe(400);
    expect((after.body as unknown as { error: string }).error).toBe(
      'Page 4 does not exist: the blog has 3 pages.',
    );
    for (const bad of ['0', '-1', '1.5', 'two']) {
      expect((await get(`/api/blog-posts?page=${bad}`)).status).toBe(400);
    }
  });

  it('returns a published post by slug with its HTML, and by UUID in any case', async () => {
    const post = published[3]!;
    const bySlug = await get(`/api/blog-posts/${post.slug}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.headers.get('cache-control')).toContain('stale-while-revalidate');
    const { published: _published, ...visible } = post;
    expect(await bySlug.json()).toEqual(visible);
    const byId = await get(`/api/blog-posts/${post.id.toUpperCase()}`);
    expect(await byId.json()).toEqual(visible);
  });

  it('answers 404 for drafts by slug or UUID, unknown slugs and unknown UUIDs', async () => {
    const missing = [drafts[0]!.slug, drafts[0]!.id, 'no-such-post', '3f2b8c1e-0000-4000-8000-000000000000'];
    for (const slugOrId of missing) {
      const res = await get(`/api/blog-posts/${slugOrId}`);
      expect({ slugOrId, status: res.status, body: await res.json() }).toEqual({
        slugOrId,
        status: 404,
        body: { error: 'Post not found', code: 'not_found' },
      });
    }
  });

  it('drops an unpublished post from its page at once, and from the numbering when the CLI renumbers', async () => {
    const post: PostRecord = published[14]!;
    await repos.posts.saveHead({ ...post, published: false });
    expect((await get(`/api/blog-posts/${post.slug}`)).status).toBe(404);
    expect((await list(1)).body.posts.map((p) => p.slug)).not.toContain(post.slug);
    await repos.posts.renumberPages(7);
    expect((await list(3)).status).toBe(400);
    expect((await list(1)).body.posts.map((p) => p.slug)).toEqual(published.slice(7, 14).map((p) => p.slug));
    await repos.posts.saveHead(post);
    await repos.posts.renumberPages(7);
    expect((await list(1)).body.posts.map((p) => p.slug)).toEqual(published.slice(8).map((p) => p.slug));
  });
});

describe('programmatic pages', () => {
  it('returns a page by slug with every field, and 404 for an unknown slug', async () => {
    const page = {
      slug: 'bakery-brand-roast',
      meta_title: 'Bakery Brand Roast',
      meta_description: 'A roast of your bakery brand.',
      h1: 'Roast My Bakery Brand',
      intro_copy: 'Tell us about your bakery.',
      trust_h3_1: 'Fresh',
      trust_p_1: 'Out of the oven in minutes.',
    };
    await repos.pages.putMany([page]);
    const res = await get('/api/programmatic-pages/bakery-brand-roast');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('s-maxage');
    expect(await res.json()).toEqual(page);
    const missing = await get('/api/programmatic-pages/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Page not found', code: 'not_found' });
  });
});
