import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { folderWith, postFile, runAdmin } from '../support/admin-cli';
import type { RemoteSite } from '../support/stack/remote-site';
import { startRemoteSite } from '../support/stack/start';

// Needs the built SPA (web/dist, `npm run build`) and the prerenderer (scripts/site/renderer.ts).
jest.setTimeout(120_000);

const siteUrl = (JSON.parse(readFileSync('web/dist/.site.json', 'utf8')) as { siteUrl: string }).siteUrl;
const notFoundPage = readFileSync('web/dist/404.html', 'utf8');

let site: RemoteSite;
let files: string;
beforeAll(async () => {
  site = await startRemoteSite({ withWeb: true });
  files = folderWith({
    'launch.md': postFile(
      { title: 'Launch Day Checklist', slug: 'launch-day-checklist', excerpt: 'Ten things to check & fix.' },
      'Check the **pricing page** before you launch.',
    ),
  });
  writeFileSync(
    join(files, 'pages.json'),
    JSON.stringify([
      {
        slug: 'florist-brand-roast',
        meta_title: 'Roast My Florist Brand',
        meta_description: 'A free critique of your florist brand copy.',
        h1: 'Roast My Florist Brand',
        intro_copy: 'Tell us about your flower shop.',
      },
    ]),
  );
});
afterAll(async () => {
  await site.close();
  rmSync(files, { recursive: true, force: true });
});

const admin = (args: string[]) => runAdmin(args, { dataDir: site.dataDir });
const get = async (path: string) => {
  const res = await fetch(`${site.url}${path}`);
  return { status: res.status, text: await res.text() };
};
const canonicalOf = (html: string) => /<link[^>]+rel="canonical"[^>]+href="([^"]+)"/.exec(html)?.[1];

it('a published post shows at its slug and id URLs, on the first blog page, in the sitemap and the feed', async () => {
  const added = await admin(['posts', 'add', join(files, 'launch.md'), '--publish']);
  expect(added).toMatchObject({ code: 0 });
  expect(added.stdout).toContain('site: wrote /blog/launch-day-checklist/index.html');
  const id = /id ([0-9a-f-]{36})/.exec(added.stdout)![1]!;

  const bySlug = await get('/blog/launch-day-checklist');
  expect(bySlug.status).toBe(200);
  expect(bySlug.text).toContain('Launch Day Checklist');
  expect(bySlug.text).toContain('pricing page');
  expect(canonicalOf(bySlug.text)).toBe(`${siteUrl}/blog/launch-day-checklist`);
  // The id address is a redirect to the slug's page, as the edge answers it, not a second copy of the page.
  const byId = await fetch(`${site.url}/blog/${id}`, { redirect: 'manual' });
  expect(byId.status).toBe(301);
  expect(byId.headers.get('location')).toBe('/blog/launch-day-checklist');
  const followed = await fetch(`${site.url}/blog/${id}/`);
  expect(followed.url).toBe(`${site.url}/blog/launch-day-checklist`);
  expect(canonicalOf(await followed.text())).toBe(`${siteUrl}/blog/launch-day-checklist`);

  expect((await get('/blog')).text).toContain('Launch Day Checklist');
  const sitemap = await get('/sitemap.xml');
  expect(sitemap.text).toContain(`<loc>${siteUrl}/blog/launch-day-checklist</loc>`);
  expect(sitemap.text).not.toContain(id);
  // Prerendered, but the visitor's own: no search engine is sent there.
  expect(sitemap.text).not.toContain('/recent-results');
  const rss = await get('/rss.xml');
  expect(rss.text).toContain(`<link>${siteUrl}/blog/launch-day-checklist</link>`);
  expect(rss.text).toContain(`<guid isPermaLink="false">${id}</guid>`);
  // The excerpt is text: escaped as HTML, then as XML, so a feed reader shows '&' rather than reading markup.
  expect(rss.text).toContain('<description>Ten things to check &amp;amp; fix.</description>');

  const again = await admin(['site', 'render']);
  expect(again).toMatchObject({ code: 0 });
  expect(again.stdout).toContain('is up to date');
});

it('an unpublished post answers 404 with the 404 page and leaves the blog, sitemap and feed', async () => {
  const unpublished = await admin(['posts', 'unpublish', 'launch-day-checklist']);
  expect(unpublished).toMatchObject({ code: 0 });
  expect(unpublished.stdout).toContain('site: removed /blog/launch-day-checklist/index.html');

  const gone = await get('/blog/launch-day-checklist');
  expect(gone).toEqual({ status: 404, text: notFoundPage });
  expect(unpublished.stdout).toMatch(/site: removed \/blog\/[0-9a-f-]{36}\/index\.html/);
  expect((await get('/blog')).text).not.toContain('Launch Day Checklist');
  expect((await get('/sitemap.xml')).text).not.toContain('launch-day-checklist');
  expect((await get('/rss.xml')).text).not.toContain('launch-day-checklist');
});

it('a deleted programmatic page answers 404', async () => {
  expect(await admin(['pages', 'import', join(files, 'pages.json')])).toMatchObject({ code: 0 });
  const page = await get('/tools/florist-brand-roast');
  expect(page.status).toBe(200);
  expect(page.text).toContain('Roast My Florist Brand');
  expect((await get('/sitemap.xml')).text).toContain(`<loc>${siteUrl}/tools/florist-brand-roast</loc>`);

  const deleted = await admin(['pages', 'delete', 'florist-brand-roast', '--yes']);
  expect(deleted).toMatchObject({ code: 0 });
  expect(deleted.stdout).toContain('site: removed /tools/florist-brand-roast/index.html');
  expect(await get('/tools/florist-brand-roast')).toEqual({ status: 404, text: notFoundPage });
  expect((await get('/sitemap.xml')).text).not.toContain('florist-brand-roast');
});
