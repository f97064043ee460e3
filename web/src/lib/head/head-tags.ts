/** What a page says about itself in <head>: title, description, canonical, social cards and structured data. */
export interface PageHead {
  /** The document title, complete (the site name already added where it belongs). */
  title: string;
  description: string;
  /** Path (and `?page=N`) of the page's canonical URL; the site URL is put in front of it. */
  canonicalPath: string;
  /** Open Graph type: an article for blog posts, a website otherwise. */
  type?: 'website' | 'article';
  /** Structured data (schema.org JSON-LD), built with the site URL. */
  jsonLd?: (siteUrl: string) => readonly object[];
  /** Link the blog's RSS feed (blog pages). */
  feed?: boolean;
  /** Keep the page out of search results (the 404 and error pages). */
  noindex?: boolean;
}

export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  /** Text content (JSON-LD). */
  text?: string;
}

export const SITE_NAME = 'Content Co-Pilot';
/** The default social image (web/public), 1200 × 630. */
export const SOCIAL_IMAGE = { path: '/social-card.png', width: '1200', height: '630' };
const SOCIAL_IMAGE_ALT = 'Content Co-Pilot: free AI content-marketing tools for small businesses';

/** The tags of a page's head after its <title>, in a stable order (server and browser write the same). */
export function headTags(head: PageHead, siteUrl: string): HeadTag[] {
  const url = new URL(head.canonicalPath, `${siteUrl}/`).href;
  const image = `${siteUrl}${SOCIAL_IMAGE.path}`;
  const meta = (key: 'name' | 'property', id: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { [key]: id, content },
  });
  return [
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', SOCIAL_IMAGE.width),
    meta('property', 'og:image:height', SOCIAL_IMAGE.height),
    meta('property', 'og:image:alt', SOCIAL_IMAGE_ALT),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    ...(head.feed
      ? [
          {
            tag: 'link' as const,
            attrs: {
              rel: 'alternate',
              type: 'application/rss+xml',
              title: `${SITE_NAME} blog`,
              href: `${siteUrl}/rss.xml`,
            },
          },
        ]
      : []),
    ...(head.jsonLd?.(siteUrl) ?? []).map((data) => ({
      tag: 'script' as const,
      attrs: { type: 'application/ld+json' },
      text: jsonForScript(data),
    })),
  ];
}

/** JSON safe inside a <script> element: no `</script>` or comment openers can end it early. */
export const jsonForScript = (data: unknown) =>
  JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head as HTML for the prerendered page; `data-head` marks the tags the browser replaces on navigation. */
export function headHtml(head: PageHead, siteUrl: string): string {
  const tags = headTags(head, siteUrl).map(({ tag, attrs, text }) => {
    const attributes = Object.entries(attrs)
      .map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
      .join('');
    return tag === 'script'
      ? `<script data-head${attributes}>${text}</script>`
      : `<${tag} data-head${attributes}>`;
  });
  return [`<title>${escapeHtml(head.title)}</title>`, ...tags].join('\n    ');
}
