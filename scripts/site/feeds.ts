import { escapeText } from 'entities';
import type { BlogPostSummary } from '../../lambdas/shared/contracts/blog';

/** Posts the RSS feed carries: the latest ones only, as feed readers poll it often. */
export const RSS_POSTS = 20;

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** YYYY-MM-DD or a full ISO date. */
  lastmod?: string;
}

export interface FeedSite {
  /** Absolute site address without a trailing slash. */
  url: string;
  title: string;
  description: string;
}

/** Text escaped for XML element content and attribute values. */
export const escapeXml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    // XML 1.0 has no way to write these control characters, escaped or not.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');

/** `sitemap.xml` listing every given URL once, in the given order. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls = entries
    .filter((entry) => !seen.has(entry.loc) && seen.add(entry.loc))
    .map(
      (entry) =>
        `  <url>\n    <loc>${escapeXml(entry.loc)}</loc>\n` +
        (entry.lastmod ? `    <lastmod>${escapeXml(entry.lastmod)}</lastmod>\n` : '') +
        '  </url>\n',
    );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    urls.join('') +
    '</urlset>\n'
  );
}

/** URLs one sitemap file may list (sitemaps.org protocol); past it, sitemap.xml becomes an index. */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * The sitemap files for these URLs, by key: `sitemap.xml` alone while they fit in one file, else
 * `sitemap-1.xml`, `sitemap-2.xml`… of at most `max` URLs each, and `sitemap.xml` as their index.
 */
export function sitemapFiles(
  siteUrl: string,
  entries: readonly SitemapEntry[],
  max = SITEMAP_MAX_URLS,
): Map<string, string> {
  const seen = new Set<string>();
  const unique = entries.filter((entry) => !seen.has(entry.loc) && seen.add(entry.loc));
  if (unique.length <= max) return new Map([['sitemap.xml', sitemapXml(unique)]]);
  const files = new Map<string, string>();
  const index: string[] = [];
  for (let i = 0; i * max < unique.length; i++) {
    const part = unique.slice(i * max, (i + 1) * max);
    const key = `sitemap-${i + 1}.xml`;
    files.set(key, sitemapXml(part));
    const lastmod = part.reduce(
      (latest, entry) => (entry.lastmod && entry.lastmod > latest ? entry.lastmod : latest),
      '',
    );
    index.push(
      `  <sitemap>\n    <loc>${escapeXml(`${siteUrl}/${key}`)}</loc>\n` +
        (lastmod ? `    <lastmod>${escapeXml(lastmod)}</lastmod>\n` : '') +
        '  </sitemap>\n',
    );
  }
  files.set(
    'sitemap.xml',
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      index.join('') +
      '</sitemapindex>\n',
  );
  return files;
}

/** RFC 822 date of a post's YYYY-MM-DD date, at midnight UTC. */
export const rfc822 = (date: string): string => new Date(`${date.slice(0, 10)}T00:00:00Z`).toUTCString();

/** Newest first by date, then by slug so equal dates keep a stable order. */
const newestFirst = (a: BlogPostSummary, b: BlogPostSummary) =>
  b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);

/** `rss.xml`: the latest published posts, each linked by slug, with the post id as its permanent guid. */
export function rssXml(site: FeedSite, posts: readonly BlogPostSummary[]): string {
  const latest = [...posts].sort(newestFirst).slice(0, RSS_POSTS);
  const items = latest.map((post) => {
    const link = `${site.url}/blog/${post.slug}`;
    return (
      '    <item>\n' +
      `      <title>${escapeXml(post.title)}</title>\n` +
      `      <link>${escapeXml(link)}</link>\n` +
      `      <guid isPermaLink="false">${escapeXml(post.id)}</guid>\n` +
      `      <pubDate>${rfc822(post.date)}</pubDate>\n` +
      // A feed reader renders an item's description as HTML: the excerpt is text, so escaped as HTML first.
      `      <description>${escapeXml(escapeText(post.excerpt))}</description>\n` +
      '    </item>\n'
    );
  });
  const updated = latest[0] ? `    <lastBuildDate>${rfc822(latest[0].date)}</lastBuildDate>\n` : '';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n' +
    '  <channel>\n' +
    `    <title>${escapeXml(site.title)}</title>\n` +
    `    <link>${escapeXml(`${site.url}/blog`)}</link>\n` +
    `    <description>${escapeXml(site.description)}</description>\n` +
    '    <language>en</language>\n' +
    `    <atom:link href="${escapeXml(`${site.url}/rss.xml`)}" rel="self" type="application/rss+xml"/>\n` +
    updated +
    items.join('') +
    '  </channel>\n' +
    '</rss>\n'
  );
}
