import { siteFacts } from '../shared/page-checks';
import type { PresenceSiteFacts } from './contract';
import { readRobots } from './robots';

/** What was read from a site: its home page, its robots.txt if one answered, whether /sitemap.xml did. */
export interface SiteReading {
  home: { url: string; html: string };
  robotsTxt: string | null;
  sitemapXml: boolean;
}

/** The measured facts of a site: the shared page facts plus robots.txt and sitemap. */
export async function measureSite({ home, robotsTxt, sitemapXml }: SiteReading): Promise<PresenceSiteFacts> {
  const robots = robotsTxt === null ? undefined : readRobots(robotsTxt);
  return {
    ...(await siteFacts(home.html, home.url)),
    robotsTxt: robots !== undefined,
    robotsBlocksAll: robots?.blocksAll ?? false,
    sitemap: sitemapXml || (robots?.sitemaps.length ?? 0) > 0,
  };
}
