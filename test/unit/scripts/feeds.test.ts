import { decodeHTML } from 'entities';
import { Parser } from 'htmlparser2';
import type { BlogPostSummary } from '../../../lambdas/shared/contracts/blog';
import { RSS_POSTS, rssXml, sitemapFiles, sitemapXml } from '../../../scripts/site/feeds';

interface Element {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: Element[];
}

/** Parses XML strictly enough for these feeds: every element closed explicitly, nothing left open. */
function parseXml(xml: string): Element {
  const root: Element = { name: '#root', attributes: {}, text: '', children: [] };
  const stack = [root];
  const problems: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const element = { name, attributes, text: '', children: [] };
        stack.at(-1)!.children.push(element);
        stack.push(element);
      },
      ontext(text) {
        if (/&(?!(amp|lt|gt|quot|apos|#\d+);)/.test(text) || text.includes('<')) problems.push(text);
        stack.at(-1)!.text += text;
      },
      onclosetag(name, implied) {
        const selfClosing = xml.slice(parser.startIndex, parser.endIndex + 1).endsWith('/>');
        if ((implied && !selfClosing) || stack.at(-1)!.name !== name) problems.push(`</${name}>`);
        stack.pop();
      },
    },
    { xmlMode: true, decodeEntities: false },
  );
  parser.end(xml);
  expect(problems).toEqual([]);
  expect(stack).toHaveLength(1);
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  return root.children[0]!;
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
const child = (element: Element, name: string) => element.children.find((c) => c.name === name)!;
const textOf = (element: Element, name: string) => decode(child(element, name).text);

const post = (n: number, fields: Partial<BlogPostSummary> = {}): BlogPostSummary => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  slug: `post-${n}`,
  title: `Post ${n}`,
  author: 'Dana Baker',
  category: 'Email Marketing',
  excerpt: `Excerpt ${n}.`,
  date: `2025-01-${String(n).padStart(2, '0')}`,
  ...fields,
});

const site = { url: 'https://www.example.com', title: 'Content Co-Pilot Blog', description: 'Tips & tools' };

describe('sitemapXml', () => {
  it('lists each URL once with its lastmod, escaped, in a well-formed urlset', () => {
    const xml = sitemapXml([
      { loc: 'https://www.example.com/', lastmod: '2025-04-01' },
      { loc: 'https://www.example.com/blog?page=2&x=<y>' },
      { loc: 'https://www.example.com/', lastmod: '2025-05-01' },
    ]);
    const urlset = parseXml(xml);
    expect(urlset.name).toBe('urlset');
    expect(urlset.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(urlset.children.map((url) => textOf(url, 'loc'))).toEqual([
      'https://www.example.com/',
      'https://www.example.com/blog?page=2&x=<y>',
    ]);
    expect(textOf(urlset.children[0]!, 'lastmod')).toBe('2025-04-01');
    expect(urlset.children[1]!.children.map((c) => c.name)).toEqual(['loc']);
  });

  it('is a well-formed empty urlset with no entries', () => {
    expect(parseXml(sitemapXml([])).children).toEqual([]);
  });
});

describe('rssXml', () => {
  it('carries the latest 20 posts newest first, linked by slug, with the id as guid and an RFC 822 date', () => {
    const posts = Array.from({ length: 25 }, (_, i) => post(i + 1));
    const shuffled = [...posts.filter((_, i) => i % 2), ...posts.filter((_, i) => i % 2 === 0)];
    const channel = child(parseXml(rssXml(site, shuffled)), 'channel');
    const items = channel.children.filter((c) => c.name === 'item');
    expect(items).toHaveLength(RSS_POSTS);
    expect(items.map((item) => textOf(item, 'title'))).toEqual(
      Array.from({ length: 20 }, (_, i) => `Post ${25 - i}`),
    );
    const first = items[0]!;
    expect(textOf(first, 'link')).toBe('https://www.example.com/blog/post-25');
    expect(textOf(first, 'guid')).toBe(post(25).id);
    expect(child(first, 'guid').attributes.isPermaLink).toBe('false');
    expect(textOf(first, 'pubDate')).toBe('Sat, 25 Jan 2025 00:00:00 GMT');
    expect(textOf(first, 'description')).toBe('Excerpt 25.');
    expect(textOf(channel, 'link')).toBe('https://www.example.com/blog');
    expect(child(channel, 'atom:link').attributes.href).toBe('https://www.example.com/rss.xml');
  });

  it('escapes titles, excerpts and the channel text', () => {
    const tricky = post(1, { title: 'Q&A: <script>alert("x")</script>', excerpt: "Don't & won't > can't" });
    const channel = child(parseXml(rssXml(site, [tricky])), 'channel');
    const item = child(channel, 'item');
    expect(textOf(item, 'title')).toBe(tricky.title);
    expect(decodeHTML(textOf(item, 'description'))).toBe(tricky.excerpt);
    expect(textOf(channel, 'description')).toBe('Tips & tools');
  });

  it('gives feed readers, which render a description as HTML, an excerpt that reads as the editor wrote it', () => {
    const excerpt = 'Why <b>bold</b> claims & <img src=x onerror=alert(1)> tags fail';
    const item = child(child(parseXml(rssXml(site, [post(1, { excerpt })])), 'channel'), 'item');
    const html = textOf(item, 'description');
    expect(html).not.toMatch(/[<>]/);
    expect(decodeHTML(html)).toBe(excerpt);
  });

  it('orders posts of the same date by slug and has no items for an empty blog', () => {
    const sameDay = [
      post(2, { slug: 'b-post', date: '2025-03-03' }),
      post(3, { slug: 'a-post', date: '2025-03-03' }),
    ];
    const items = child(parseXml(rssXml(site, sameDay)), 'channel').children.filter((c) => c.name === 'item');
    expect(items.map((item) => textOf(item, 'link'))).toEqual([
      'https://www.example.com/blog/a-post',
      'https://www.example.com/blog/b-post',
    ]);
    const empty = child(parseXml(rssXml(site, [])), 'channel');
    expect(empty.children.some((c) => c.name === 'item')).toBe(false);
  });
});

describe('sitemapFiles', () => {
  const entries = Array.from({ length: 5 }, (_, i) => ({
    loc: `https://site.example/p${i}`,
    lastmod: `2025-01-0${i + 1}`,
  }));

  it('writes one sitemap.xml while the URLs fit in one file', () => {
    const files = sitemapFiles('https://site.example', entries, 5);
    expect([...files.keys()]).toEqual(['sitemap.xml']);
    expect(files.get('sitemap.xml')).toContain('<urlset');
  });

  it('splits past the limit into numbered parts and makes sitemap.xml their index', () => {
    const files = sitemapFiles('https://site.example', [...entries, entries[0]!], 2);
    expect([...files.keys()]).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml', 'sitemap.xml']);
    const index = files.get('sitemap.xml')!;
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).toContain(
      '<loc>https://site.example/sitemap-3.xml</loc>\n    <lastmod>2025-01-05</lastmod>',
    );
    expect(files.get('sitemap-2.xml')!.match(/<loc>/g)).toHaveLength(2);
    expect(files.get('sitemap-3.xml')).toContain('<loc>https://site.example/p4</loc>');
  });
});
