import { env } from '../env';
import { DEFAULT_USER_AGENT, fetchPage, type FetchedPage, type FetchPageOptions } from './fetch-page';

export { DEFAULT_FETCH_LIMITS, fetchPage, type FetchedPage, type FetchPageOptions } from './fetch-page';
export type { Resolver } from './pinned-connector';

/** Fetches one page a visitor named; services take this as a dependency. */
export type PageFetcher = (url: string) => Promise<FetchedPage>;

/** The options a function fetches with: the local-only allowlist from the environment, the site named in the User-Agent. */
export function fetchSettings(): Pick<FetchPageOptions, 'allow' | 'userAgent'> {
  const { FETCH_ALLOW_HOSTS, SITE_URL } = env();
  const userAgent = SITE_URL ? `${DEFAULT_USER_AGENT} (+${SITE_URL})` : DEFAULT_USER_AGENT;
  return { allow: FETCH_ALLOW_HOSTS, userAgent };
}

/** The fetcher as a function runs it, with `fetchSettings`. */
export function pageFetcher(): PageFetcher {
  const settings = fetchSettings();
  return (url) => fetchPage(url, settings);
}
