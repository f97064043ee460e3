import { fetchSettings, type FetchPageOptions } from '../shared/fetch';
import { fetchHomePage } from '../shared/fetch/home-page';
import { siteFacts } from '../shared/page-checks';
import type { RoastSiteFacts } from './contract';

/** Reads what a brand's home page says about itself; throws (a PageFetchError) when it cannot. */
export type ReadSite = (websiteUrl: string) => Promise<RoastSiteFacts>;

/** The home page's title, main heading and meta description, through the safe fetcher. */
export const siteReader =
  (options: FetchPageOptions = {}): ReadSite =>
  async (websiteUrl) => {
    const page = await fetchHomePage(websiteUrl, options);
    const { title, h1, metaDescription } = await siteFacts(page.html, page.url);
    return { title, h1, metaDescription };
  };

/** The reader as the function runs it: the fetcher's settings from the environment. */
export const readSite: ReadSite = (websiteUrl) => siteReader(fetchSettings())(websiteUrl);
