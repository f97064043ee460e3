import { rssXml, sitemapXml, type SitemapEntry } from './feeds';
import type { Renderer } from './renderer';
import { editorLayer, isEditorKey, type SiteRepositories } from './site-pages';
import type { SiteTarget } from './targets';

/** Every stored file revalidates with the origin (ETag) on each use: a publish shows at once. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** The blog's feed channel (its text matches the blog list page). */
const BLOG_FEED = {
  title: 'Content Co-Pilot Blog',
  description:
    'Practical marketing tips for small businesses: email, SEO, content, social media and AI tools, explained in plain words.',
};

export interface PublishOptions {
  repositories: SiteRepositories;
  renderer: Renderer;
  target: SiteTarget;
  log?: (line: string) => void;
  /** When web/dist was built (YYYY-MM-DD…): the sitemap's lastmod of the static pages. */
  builtAt?: string;
  now?: Date;
}

export interface PublishResult {
  written: string[];
  removed: string[];
  /** URL paths handed to CloudFront: each changed key, and the page URL it is served at. */
  invalidated: string[];
}

interface Wanted {
  body: string;
  contentType: string;
}

/** lastmod of each URL in a sitemap this publisher wrote before. */
function previousLastmods(sitemap: string | undefined): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, loc, lastmod] of (sitemap ?? '').matchAll(
    /<loc>([^<]*)<\/loc>\s*(?:<lastmod>([^<]*)<\/lastmod>)?/g,
  )) {
    if (loc && lastmod) found.set(loc.replace(/&amp;/g, '&'), lastmod);
  }
  return found;
}

/** The paths CloudFront may cache a key under: the key itself, and the page URL that maps to it. */
function cachedPaths(key: string): string[] {
  const page = key.endsWith('/index.html') && !key.startsWith('blog/page/') ? key.slice(0, -11) : undefined;
  return page ? [`/${key}`, `/${page}`] : [`/${key}`];
}

/**
 * Renders every editor-layer page, the sitemap and the feed, writes what differs from the target,
 * removes pages no longer published, and invalidates exactly what changed. A 404 render is never written.
 */
export async function publishSite(options: PublishOptions): Promise<PublishResult> {
  const { renderer, target } = options;
  const log = options.log ?? (() => undefined);
  const today = (options.now ?? new Date()).toISOString().slice(0, 10);
  const layer = await editorLayer(options.repositories);
  const wanted = new Map<string, Wanted>();
  const changed = new Set<string>();
  const lastmods = previousLastmods(await target.read('sitemap.xml'));
  const listed = renderer.staticPaths.filter((path) => !renderer.unlistedPaths.includes(path));
  const sitemap: SitemapEntry[] = listed.map((path) => ({
    loc: `${renderer.siteUrl}${path}`,
    ...(options.builtAt ? { lastmod: options.builtAt.slice(0, 10) } : {}),
  }));

  for (const page of layer.pages) {
    const { status, html } = await renderer.render(page.path, page.seeds);
    if (status === 404) {
      log(`not written: ${page.path} rendered as 404`);
      continue;
    }
    if (status !== 200) throw new Error(`Rendering ${page.path} answered ${status}.`);
    wanted.set(page.key, { body: html, contentType: 'text/html; charset=utf-8' });
    const differs = (await target.read(page.key)) !== html;
    if (differs) changed.add(page.key);
    const loc = `${renderer.siteUrl}${page.path}`;
    if (page.inSitemap) sitemap.push({ loc, lastmod: (!differs && lastmods.get(loc)) || today });
  }
  wanted.set('sitemap.xml', { body: sitemapXml(sitemap), contentType: 'application/xml; charset=utf-8' });
  const feed = rssXml({ url: renderer.siteUrl, ...BLOG_FEED }, layer.posts);
  wanted.set('rss.xml', { body: feed, contentType: 'application/rss+xml; charset=utf-8' });
  for (const key of ['sitemap.xml', 'rss.xml']) {
    if ((await target.read(key)) !== wanted.get(key)!.body) changed.add(key);
  }

  const written: string[] = [];
  for (const key of changed) {
    const { body, contentType } = wanted.get(key)!;
    await target.write(key, body, contentType, PAGE_CACHE_CONTROL);
    written.push(key);
  }
  const stored = [...(await target.list('blog/')), ...(await target.list('tools/'))];
  const removed = stored.filter((key) => isEditorKey(key) && !wanted.has(key));
  for (const key of removed) await target.remove(key);

  const invalidated = [...written, ...removed].flatMap(cachedPaths);
  if (invalidated.length) await target.invalidate(invalidated);
  for (const key of written) log(`written /${key}`);
  for (const key of removed) log(`removed /${key}`);
  return { written, removed, invalidated };
}
