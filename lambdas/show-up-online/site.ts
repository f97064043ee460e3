import { fetchPage, fetchSettings, type FetchPageOptions } from '../shared/fetch';
import { fetchHomePage } from '../shared/fetch/home-page';
import type { FetchSite } from './service';
import { measureSite } from './site-facts';

/** robots.txt and the sitemap are small; only whether the sitemap exists matters, so little is read. */
const ROBOTS = { mediaTypes: ['text/plain'], limits: { totalMs: 4000, maxBytes: 256 * 1024 } };
const SITEMAP = {
  mediaTypes: ['application/xml', 'text/xml'],
  limits: { totalMs: 4000, maxBytes: 16 * 1024 },
};

/** Reads a site through the safe fetcher: the home page, then its robots.txt and sitemap alongside. */
export function siteReader(options: FetchPageOptions = {}): FetchSite {
  return async (websiteUrl) => {
    const home = await fetchHomePage(websiteUrl, options);
    const origin = new URL(home.url).origin;
    const [robotsTxt, sitemapXml] = await Promise.all([
      fetchPage(`${origin}/robots.txt`, { ...options, ...ROBOTS }).then(
        (page) => page.html,
        () => null,
      ),
      fetchPage(`${origin}/sitemap.xml`, { ...options, ...SITEMAP }).then(
        () => true,
        () => false,
      ),
    ]);
    return measureSite({ home, robotsTxt, sitemapXml });
  };
}

/** The reader as the function runs it: the fetcher's settings from the environment. */
export const fetchSite: FetchSite = (websiteUrl) => siteReader(fetchSettings())(websiteUrl);
