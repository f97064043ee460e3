import { existsSync } from 'node:fs';
import { headHtml, headTags, jsonForScript, type PageHead } from '@/lib/head/head-tags';
import { blogPostingJsonLd, breadcrumbJsonLd, homeJsonLd } from '@/lib/head/structured-data';
import { tools } from '@/config/tools';

const site = 'https://www.example.com';
const head: PageHead = {
  title: 'Blog | Content Co-Pilot',
  description: 'Tips & "tricks" <for> owners',
  canonicalPath: '/blog?page=2',
  feed: true,
};
const attrs = (tags: ReturnType<typeof headTags>, key: string, id: string) =>
  tags.find((tag) => tag.attrs[key] === id)?.attrs;

describe("a page's head", () => {
  it('puts the site URL in front of the canonical path, og:url and the social image', () => {
    const tags = headTags(head, site);
    expect(attrs(tags, 'rel', 'canonical')?.href).toBe('https://www.example.com/blog?page=2');
    expect(attrs(tags, 'property', 'og:url')?.content).toBe('https://www.example.com/blog?page=2');
    expect(attrs(tags, 'property', 'og:image')?.content).toBe('https://www.example.com/social-card.png');
    expect(attrs(tags, 'name', 'twitter:card')?.content).toBe('summary_large_image');
    expect(attrs(tags, 'rel', 'alternate')?.href).toBe('https://www.example.com/rss.xml');
    expect(attrs(tags, 'name', 'robots')).toBeUndefined();
  });

  it('marks error pages noindex and leaves the feed link to blog pages', () => {
    const tags = headTags({ ...head, feed: false, noindex: true }, site);
    expect(attrs(tags, 'name', 'robots')?.content).toBe('noindex');
    expect(attrs(tags, 'rel', 'alternate')).toBeUndefined();
  });

  it('escapes text in the HTML and keeps JSON-LD from closing its script early', () => {
    const html = headHtml({ ...head, jsonLd: () => [{ name: '</script><script>alert(1)</script>' }] }, site);
    expect(html).toContain('<title>Blog | Content Co-Pilot</title>');
    expect(html).toContain('content="Tips &amp; &quot;tricks&quot; &lt;for&gt; owners"');
    expect(html).not.toContain('</script><script>');
    expect(JSON.parse(jsonForScript({ a: '</script>&' }))).toEqual({ a: '</script>&' });
  });
});

describe('structured data', () => {
  it('names the site and its publisher on home', () => {
    const [website, organization] = homeJsonLd(site, 'Free tools');
    expect(website).toMatchObject({
      '@type': 'WebSite',
      url: 'https://www.example.com/',
      name: 'Content Co-Pilot',
    });
    expect(organization).toMatchObject({
      '@type': 'Organization',
      logo: 'https://www.example.com/favicon.svg',
    });
  });

  it('starts every breadcrumb trail at home and numbers it from 1', () => {
    const trail = breadcrumbJsonLd(site, [
      ['Blog', '/blog'],
      ['A post', '/blog/a-post'],
    ]);
    expect(trail.itemListElement.map((item) => [item.position, item.name, item.item])).toEqual([
      [1, 'Home', 'https://www.example.com/'],
      [2, 'Blog', 'https://www.example.com/blog'],
      [3, 'A post', 'https://www.example.com/blog/a-post'],
    ]);
  });

  it('gives a post its headline, dates, author and description', () => {
    const post = blogPostingJsonLd(site, {
      title: 'Email for bakeries',
      description: 'How to start',
      author: 'Sam Lee',
      published: '2025-03-14',
      path: '/blog/email-for-bakeries',
    });
    expect(post).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Email for bakeries',
      datePublished: '2025-03-14',
      dateModified: '2025-03-14',
      author: { name: 'Sam Lee' },
      description: 'How to start',
      mainEntityOfPage: 'https://www.example.com/blog/email-for-bakeries',
    });
  });
});

it("names each tool page's module where the route table looks for it (its chunks are preloaded by name)", () => {
  for (const tool of tools) {
    expect(existsSync(`web/src/features/${tool.id}/components/${tool.id}-page.tsx`)).toBe(true);
  }
});
