import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { pageKeyFile } from '../../../infra/constructs/page-key';

interface ViewerRequest {
  uri: string;
  querystring: Record<string, { value: string; multiValue?: { value: string }[] }>;
}
type Handler = (event: { request: ViewerRequest }) => ViewerRequest;

// Evaluated as CloudFront does: a bare script defining `handler`, no module system, no Node globals.
const handler = runInNewContext(`${readFileSync(pageKeyFile, 'utf8')}\n;handler`, {}) as Handler;

const keyFor = (uri: string, querystring: ViewerRequest['querystring'] = {}) =>
  handler({ request: { uri, querystring } }).uri;

describe('page-key function (infra/edge/viewer-request.js)', () => {
  it.each([
    ['/', '/index.html'],
    ['/content-brief', '/content-brief/index.html'],
    ['/content-brief/', '/content-brief/index.html'],
    ['/privacy-policy', '/privacy-policy/index.html'],
    ['/blog', '/blog/index.html'],
    ['/blog/', '/blog/index.html'],
    ['/blog/how-to-write-a-brief', '/blog/how-to-write-a-brief/index.html'],
    ['/blog/0d6a1c5e-3f2b-4b8e-9a61-2f8e5b7c9d10', '/blog/0d6a1c5e-3f2b-4b8e-9a61-2f8e5b7c9d10/index.html'],
    ['/tools/seo-for-dentists', '/tools/seo-for-dentists/index.html'],
    ['/no-such-page', '/no-such-page/index.html'],
  ])('maps the page %s to the key %s', (uri, key) => {
    expect(keyFor(uri)).toBe(key);
  });

  it.each([
    '/assets/index-abc123.js',
    '/assets/index-abc123.css',
    '/sitemap.xml',
    '/rss.xml',
    '/robots.txt',
    '/404.html',
    '/favicon.svg',
    '/index.html',
    '/blog/page/2/index.html',
  ])('passes the file %s unchanged', (uri) => {
    expect(keyFor(uri)).toBe(uri);
  });

  it.each([
    ['2', '/blog/page/2/index.html'],
    ['17', '/blog/page/17/index.html'],
    // Page 1 is the oldest page, not the newest that /blog shows (pages are numbered from the oldest).
    ['1', '/blog/page/1/index.html'],
    ['0', '/blog/index.html'],
    ['-3', '/blog/index.html'],
    ['two', '/blog/index.html'],
    ['2.5', '/blog/index.html'],
    ['1234567', '/blog/index.html'],
  ])('maps /blog?page=%s to %s', (page, key) => {
    expect(keyFor('/blog', { page: { value: page } })).toBe(key);
    expect(keyFor('/blog/', { page: { value: page } })).toBe(key);
  });

  it('reads ?page only on the blog list: elsewhere the query string does not pick the key', () => {
    expect(keyFor('/content-brief', { page: { value: '2' } })).toBe('/content-brief/index.html');
    expect(keyFor('/blog/a-post', { page: { value: '2' } })).toBe('/blog/a-post/index.html');
    expect(keyFor('/blog', { utm_source: { value: 'newsletter' } })).toBe('/blog/index.html');
  });

  it('keeps the query string for the origin untouched', () => {
    const querystring = { page: { value: '3' } };
    const request = handler({ request: { uri: '/blog', querystring } });
    expect(request.querystring).toBe(querystring);
    expect(request.uri).toBe('/blog/page/3/index.html');
  });
});
