import { JSDOM } from 'jsdom';
import { applyHead } from '@/lib/head/apply-head';
import { headHtml, type PageHead } from '@/lib/head/head-tags';

const site = 'https://www.example.com';
const head: PageHead = {
  title: 'Content Brief Generator | Content Co-Pilot',
  description: 'Briefs & "outlines"',
  canonicalPath: '/content-brief',
  jsonLd: () => [{ '@type': 'BreadcrumbList', name: '</script>' }],
};

/** A document whose head is the prerendered one for `prerendered`. */
function documentWith(prerendered: PageHead): Document {
  const { window } = new JSDOM(`<!doctype html><head>${headHtml(prerendered, site)}</head><body></body>`);
  Object.assign(globalThis, { document: window.document });
  return window.document;
}

describe('applyHead in the browser', () => {
  it('leaves the prerendered head as it is when it already says what the page says', () => {
    const document = documentWith(head);
    const before = [...document.head.children];
    applyHead(head, site);
    expect([...document.head.children]).toEqual(before);
    expect(before.every((element) => element.isConnected)).toBe(true);
  });

  it('replaces the tagged elements when the next page says something else', () => {
    const document = documentWith(head);
    const canonical = document.head.querySelector('link[rel="canonical"]');
    applyHead({ ...head, title: 'Blog | Content Co-Pilot', canonicalPath: '/blog', feed: true }, site);
    expect(canonical?.isConnected).toBe(false);
    expect(document.title).toBe('Blog | Content Co-Pilot');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${site}/blog`);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="alternate"]')).not.toBeNull();
  });
});
