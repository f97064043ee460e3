import { redirectBody } from '../../infra/edge/redirect';
import { rssXml, sitemapFiles, type SitemapEntry } from './feeds';
import type { Renderer } from './renderer';
import { editorLayer, type PublishScope, type SiteRepositories } from './site-pages';
import { keyOfPath } from './site-info';
import { staleKeys } from './stale-keys';
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
  /** What changed; without it every editor page is rendered (`site render`). */
  scope?: PublishScope;
  /** URLs per sitemap file before it splits (tests set a small one). */
  sitemapMaxUrls?: number;
}

export interface PublishResult {
  written: string[];
  removed: string[];
  /** URL paths handed to CloudFront: each changed key, and the page URL it is served at. */
  invalidated: string[];
}

/** lastmod of each URL in the sitemap this publisher wrote before, its index's files included. */
async function previousLastmods(target: SiteTarget): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const read = async (key: string) => {
    for (const [, loc, lastmod] of ((await target.read(key)) ?? '').matchAll(
      /<loc>([^<]*)<\/loc>\s*(?:<lastmod>([^<]*)<\/lastmod>)?/g,
    )) {
      const child = /\/(sitemap-\d+\.xml)$/.exec(loc ?? '')?.[1];
      if (child) await read(child);
      else if (loc && lastmod) found.set(loc.replace(/&amp;/g, '&'), lastmod);
    }
  };
  await read('sitemap.xml');
  return found;
}

/** The paths CloudFront may cache a key under: the key itself, and the page URL that maps to it. */
export function cachedPaths(key: string): string[] {
  const page = key.endsWith('/index.html') && !key.startsWith('blog/page/') ? key.slice(0, -11) : undefined;
  return page ? [`/${key}`, `/${page}`] : [`/${key}`];
}

/**
 * Renders the editor-layer pages a change touches (all of them without a scope), the sitemap and the
 * feed, writes what differs from the target, removes pages no longer published, and invalidates exactly
 * what changed. A 404 render is never written.
 */
export async function publishSite(options: PublishOptions): Promise<PublishResult> {
  const { renderer, target } = options;
  const log = options.log ?? (() => undefined);
  const today = (options.now ?? new Date()).toISOString().slice(0, 10);
  const layer = await editorLayer(options.repositories, options.scope);
  const wanted = new Set<string>();
  const written: string[] = [];
  const missing = new Set<string>();
  // Written as rendered: a full render of 10,000 posts would not fit in memory all at once.
  const put = async (key: string, body: string, contentType: string, redirect?: string) => {
    wanted.add(key);
    if ((await target.read(key)) === body) return;
    await target.write(key, body, contentType, PAGE_CACHE_CONTROL, redirect);
    written.push(key);
  };

  for (const page of layer.render) {
    const { status, html } = await renderer.render(page.path, page.seeds);
    if (status === 404) {
      log(`not written: ${page.path} rendered as 404`);
      for (const key of page.keys) missing.add(key);
      continue;
    }
    if (status !== 200) throw new Error(`Rendering ${page.path} answered ${status}.`);
    for (const key of page.keys) await put(key, html, 'text/html; charset=utf-8');
  }
  // A post's id address: a redirect object to its page (written once per post, not a second copy of it).
  for (const [key, location] of layer.redirects) {
    if (missing.has(keyOfPath(location))) missing.add(key);
    else await put(key, redirectBody(location), 'text/html; charset=utf-8', location);
  }

  const changed = new Set(written);
  const lastmods = await previousLastmods(target);
  const listed = renderer.staticPaths.filter((path) => !renderer.unlistedPaths.includes(path));
  const sitemap: SitemapEntry[] = listed.map((path) => ({
    loc: `${renderer.siteUrl}${path}`,
    ...(options.builtAt ? { lastmod: options.builtAt.slice(0, 10) } : {}),
  }));
  for (const [key, path] of layer.keys) {
    if (!path || missing.has(key)) continue;
    const loc = `${renderer.siteUrl}${path}`;
    sitemap.push({ loc, lastmod: (!changed.has(key) && lastmods.get(loc)) || today });
  }
  const feed = rssXml({ url: renderer.siteUrl, ...BLOG_FEED }, layer.posts);
  await put('rss.xml', feed, 'application/rss+xml; charset=utf-8');
  for (const [key, body] of sitemapFiles(renderer.siteUrl, sitemap, options.sitemapMaxUrls)) {
    await put(key, body, 'application/xml; charset=utf-8');
  }

  const keep = (key: string) => wanted.has(key) || (layer.keys.has(key) && !missing.has(key));
  const removed = await staleKeys(target, layer, options.scope, lastmods.keys(), keep);
  for (const key of removed) await target.remove(key);

  const invalidated = [...written, ...removed].flatMap(cachedPaths);
  if (invalidated.length) await target.invalidate(invalidated);
  for (const key of written) log(`written /${key}`);
  for (const key of removed) log(`removed /${key}`);
  return { written, removed, invalidated };
}
