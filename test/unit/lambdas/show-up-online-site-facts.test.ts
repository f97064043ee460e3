import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { measureSite } from '@lambdas/show-up-online/site-facts';
import { homeCandidates } from '@lambdas/shared/fetch/home-page';

const fixture = (name: string) =>
  readFileSync(join(__dirname, '../../fixtures/show-up-online', name), 'utf8');
const home = (name: string, url = 'https://crumbandco.example/') => ({ url, html: fixture(name) });

describe('measuring a site', () => {
  it('reads a well-built home page, its JSON-LD LocalBusiness and an open robots.txt naming a sitemap', async () => {
    const facts = await measureSite({
      home: home('bakery.html'),
      robotsTxt: fixture('robots-open.txt'),
      sitemapXml: false,
    });
    expect(facts).toMatchObject({
      url: 'https://crumbandco.example/',
      https: true,
      title: 'Artisan Bakery in Leeds | Crumb & Co',
      metaDescription:
        'Sourdough, pastries and celebration cakes baked fresh every morning in Headingley, Leeds.',
      h1: 'Fresh sourdough, baked every morning',
      headings: ['Our sourdough', 'Celebration cakes', 'Visit us'],
      canonical: 'https://crumbandco.example/',
      viewport: true,
      lang: 'en-GB',
      robotsTxt: true,
      robotsBlocksAll: false,
      sitemap: true,
    });
    expect(facts.jsonLdTypes).toEqual(expect.arrayContaining(['Bakery', 'LocalBusiness', 'WebSite']));
    expect(Object.keys(facts.openGraph)).toEqual(['og:title', 'og:image']);
    expect(facts.wordCount).toBeGreaterThan(50);
  });

  it('sees a robots.txt that disallows everything', async () => {
    const facts = await measureSite({
      home: home('bakery.html'),
      robotsTxt: fixture('robots-block-all.txt'),
      sitemapXml: true,
    });
    expect(facts).toMatchObject({ robotsTxt: true, robotsBlocksAll: true, sitemap: true });
  });

  it('reports a bare page with no robots.txt and no sitemap as missing each', async () => {
    const facts = await measureSite({
      home: home('bare.html', 'http://quotes.example/'),
      robotsTxt: null,
      sitemapXml: false,
    });
    expect(facts).toMatchObject({
      https: false,
      title: null,
      metaDescription: null,
      h1: null,
      headings: [],
      canonical: null,
      jsonLdTypes: [],
      openGraph: {},
      viewport: false,
      lang: null,
      robotsTxt: false,
      robotsBlocksAll: false,
      sitemap: false,
    });
    expect(facts.wordCount).toBe(6);
  });
});

describe('the home page addresses tried', () => {
  it.each([
    [
      'https://crumbandco.example/',
      ['https://crumbandco.example/', 'https://www.crumbandco.example/', 'http://crumbandco.example/'],
    ],
    [
      'https://crumbandco.example/menu',
      [
        'https://crumbandco.example/menu',
        'https://www.crumbandco.example/menu',
        'http://crumbandco.example/menu',
      ],
    ],
    ['https://127.0.0.1:4123', ['https://127.0.0.1:4123/', 'http://127.0.0.1:4123/']],
    ['http://crumbandco.example', ['http://crumbandco.example/', 'http://www.crumbandco.example/']],
  ])('for %s: %j', (url, expected) => {
    expect(homeCandidates(url)).toEqual(expected);
  });
});
