import { fetchPage, fetchSettings, type FetchPageOptions } from '../shared/fetch';
import { PageFetchError } from '../shared/http/errors';
import type { FetchSite } from './service';
import { measureSite } from './site-facts';

/** robots.txt and the sitemap are small; only whether the sitemap exists matters, so little is read. */
const ROBOTS = { mediaTypes: ['text/plain'], limits: { totalMs: 4000, maxBytes: 256 * 1024 } };
const SITEMAP = {
  mediaTypes: ['application/xml', 'text/xml'],
  limits: { totalMs: 4000, maxBytes: 16 * 1024 },
};

/**
 * The addresses to try for a home page: as sent (https), then with www. (the form strips it, and
 * some sites answer only there), then over plain http. Later ones are tried only while the site
 * does not answer at all; a refusal or a timeout ends the search.
 */
export function homeCandidates(websiteUrl: string): string[] {
  const url = new URL(websiteUrl);
  const candidates = [url.href];
  if (!url.port && /[a-z]$/i.test(url.hostname) && !url.hostname.startsWith('www.'))
    candidates.push(Object.assign(new URL(url), { hostname: `www.${url.hostname}` }).href);
  if (url.protocol === 'https:') candidates.push(Object.assign(new URL(url), { protocol: 'http:' }).href);
  return candidates;
}

async function fetchHome(websiteUrl: string, options: FetchPageOptions) {
  let failure: unknown;
  for (const candidate of homeCandidates(websiteUrl)) {
    try {
      return await fetchPage(candidate, options);
    } catch (err) {
      failure = err;
      if (!(err instanceof PageFetchError && err.reason === 'unreachable')) break;
    }
  }
  throw failure;
}

/** Reads a site through the safe fetcher: the home page, then its robots.txt and sitemap alongside. */
export function siteReader(options: FetchPageOptions = {}): FetchSite {
  return async (websiteUrl) => {
    const home = await fetchHome(websiteUrl, options);
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
