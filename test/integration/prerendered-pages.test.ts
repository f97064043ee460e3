import { readFileSync } from 'node:fs';
import { BOOT_SCRIPT } from '../../scripts/site/boot-script';
import { documentClientFor } from '../../lambdas/shared/dynamo';
import { PagesRepository } from '../../lambdas/shared/repositories/pages-repository';
import { makePost, repositoriesOf, savePosts } from '../support/blog-fixtures';
import type { RemoteSite } from '../support/stack/remote-site';
import { startRemoteSite } from '../support/stack/start';

// Needs the built site (`npm run build`): what a crawler or a link preview gets, with no JavaScript run.
jest.setTimeout(60_000);

const siteUrl = (JSON.parse(readFileSync('web/dist/.site.json', 'utf8')) as { siteUrl: string }).siteUrl;
const post = makePost(0, {
  slug: 'newsletter-for-bakeries',
  title: 'A newsletter for bakeries',
  author: 'Sam Lee',
  excerpt: 'How a bakery starts a newsletter people read.',
  content: '<p>Ask the people who buy your bread at the till.</p>',
});
const draft = makePost(1, { slug: 'unfinished-draft', published: false });
const gone = makePost(2, { slug: 'deleted-later' });
const landing = {
  slug: 'cafe-brand-roast',
  meta_title: 'Roast My Café Brand | Free Critique',
  meta_description: 'A free, honest critique of your café brand copy.',
  h1: 'Roast my café brand',
  intro_copy: 'Tell us about your café and its tagline.',
};

let site: RemoteSite;
beforeAll(async () => {
  site = await startRemoteSite({ withWeb: true });
  const { posts } = repositoriesOf(site);
  await savePosts(posts, [post, draft, gone]);
  await new PagesRepository(documentClientFor(site.store.client), site.store.tableNames.pages!).putMany([
    landing,
  ]);
  await site.publishSite();
  await posts.remove(gone.id);
  await site.publishSite();
});
afterAll(() => site?.close());

async function page(path: string) {
  const res = await fetch(`${site.url}${path}`);
  const html = await res.text();
  const first = (pattern: RegExp) => pattern.exec(html)?.[1];
  const ld = [...html.matchAll(/<script data-head type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    html,
    title: first(/<title>([^<]*)<\/title>/),
    description: first(/<meta data-head name="description" content="([^"]*)"/),
    canonical: first(/<link data-head rel="canonical" href="([^"]*)"/),
    ogImage: first(/<meta data-head property="og:image" content="([^"]*)"/),
    h1: first(/<h1[^>]*>([^<]*)</),
    ld: (type: string) => ld.find((item) => item['@type'] === type),
  };
}

it.each([
  [
    '/',
    'Content Co-Pilot',
    'Your friendly co-pilot for content marketing',
    'Free AI-assisted tools for small business owners',
  ],
  [
    '/content-brief',
    'Content Brief Generator | Content Co-Pilot',
    'Content Brief Generator',
    'Primary keywords',
  ],
  [
    '/privacy-policy',
    'Privacy Policy | Content Co-Pilot',
    'Privacy Policy',
    'This policy explains what we collect',
  ],
  [
    '/recent-results',
    'Recent results | Content Co-Pilot',
    'Recent results',
    'They stay in this browser only.',
  ],
  ['/blog', 'Blog | Content Co-Pilot', 'Blog', 'A newsletter for bakeries'],
  [
    `/blog/${post.slug}`,
    'A newsletter for bakeries | Content Co-Pilot',
    'A newsletter for bakeries',
    'Ask the people who buy your bread',
  ],
  [
    `/tools/${landing.slug}`,
    'Roast My Café Brand | Free Critique',
    'Roast my café brand',
    'Tell us about your café and its tagline.',
  ],
])('%s answers its content and head in the first HTML', async (path, title, h1, sentence) => {
  const got = await page(path);
  expect(got.status).toBe(200);
  expect(got.type).toMatch(/^text\/html/);
  expect(got.title).toBe(title.replace(/&/g, '&amp;'));
  expect(got.description!.length).toBeGreaterThan(20);
  expect(got.canonical).toBe(`${siteUrl}${path === '/' ? '/' : path}`);
  expect(got.ogImage).toBe(`${siteUrl}/social-card.png`);
  expect(got.h1).toBe(h1.replace(/&/g, '&amp;'));
  expect(got.html).toContain(sentence);
});

it('gives home WebSite and Organization, a post BlogPosting and BreadcrumbList, a tool page its breadcrumbs', async () => {
  const home = await page('/');
  expect(home.ld('WebSite')).toMatchObject({ name: 'Content Co-Pilot', url: `${siteUrl}/` });
  expect(home.ld('Organization')).toMatchObject({ name: 'Content Co-Pilot', url: `${siteUrl}/` });

  const article = await page(`/blog/${post.slug}`);
  expect(article.ld('BlogPosting')).toMatchObject({
    headline: post.title,
    datePublished: post.date,
    dateModified: post.date,
    author: { '@type': 'Person', name: 'Sam Lee' },
    description: post.excerpt,
  });
  const trail = article.ld('BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
  expect(trail.itemListElement.map((item) => item.name)).toEqual(['Home', 'Blog', post.title]);
  expect(article.html).toContain(`<link data-head rel="alternate" type="application/rss+xml"`);

  const tool = await page('/headline-hook');
  const toolTrail = tool.ld('BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
  expect(toolTrail.itemListElement.map((item) => [item.name, item.item])).toEqual([
    ['Home', `${siteUrl}/`],
    ['Headline & Hook Writer', `${siteUrl}/headline-hook`],
  ]);
});

it('names the sitemap in robots.txt and each page’s route code for the browser to load once painted', async () => {
  const robots = await (await fetch(`${site.url}/robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  const { html } = await page('/content-brief');
  // No script tag or preload that would fetch code before the first paint: one boot script, the CSP's.
  expect(html).not.toMatch(/<script[^>]+src=|<link rel="modulepreload"/);
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes = '']) => !attributes.includes('type="application/'),
  );
  expect(scripts.map(([, , body]) => body)).toEqual([BOOT_SCRIPT]);
  const attributes = scripts[0]![1]!;
  expect(attributes).toMatch(/ data-entry="\/assets\/index-[^"]+\.js"/);
  expect(attributes).toMatch(/ data-preload="[^"]*\/assets\/content-brief-page-[^"]+\.js[^"]*"/);
});

it.each([
  ['an unknown path', '/no/such-page'],
  ['a draft post', `/blog/${draft.slug}`],
  ['a deleted post', `/blog/${gone.slug}`],
  ['a missing landing page', '/tools/no-such-roast'],
  ['a blog page past the last', '/blog?page=9'],
])('%s answers 404 with the site’s 404 page, kept out of search', async (_kind, path) => {
  const got = await page(path);
  expect(got.status).toBe(404);
  expect(got.h1).toBe('Page Not Found');
  expect(got.html).toContain('<meta data-head name="robots" content="noindex">');
});

it('leaves API answers alone: an unknown API path is still a JSON 404', async () => {
  const res = await fetch(`${site.url}/api/no-such-route`);
  expect(res.status).toBe(404);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
});
