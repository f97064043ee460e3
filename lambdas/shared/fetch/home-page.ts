import { PageFetchError } from '../http/errors';
import { fetchPage, type FetchedPage, type FetchPageOptions } from './fetch-page';

/**
 * The addresses to try for a home page: as sent (https), then with www. (the forms strip it, and
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

/** A site's home page through the safe fetcher, trying the candidates in turn. */
export async function fetchHomePage(websiteUrl: string, options: FetchPageOptions): Promise<FetchedPage> {
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
