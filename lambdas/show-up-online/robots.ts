import robotsParser from 'robots-parser';

/** What a robots.txt says about being found: whether Google may crawl the home page, and the sitemaps it names. */
export interface RobotsFacts {
  blocksAll: boolean;
  sitemaps: string[];
}

/** Longer lines are skipped: no rule or sitemap address needs more (browsers cap URLs near 2,000 characters). */
export const MAX_LINE_CHARS = 4096;
const MAX_SITEMAPS = 10;
/** Any origin: rules are read for paths, and the answer is about the home page. */
const ORIGIN = 'https://robots.invalid';

/**
 * The lines of a robots.txt: split at every line terminator (CR, LF, CRLF and the Unicode line and paragraph
 * separators, which the parser would leave inside a line), those past MAX_LINE_CHARS dropped. One pass.
 */
function lines(text: string): string[] {
  return text.split(/\r\n|[\r\n\u2028\u2029]/).filter((line) => line.length <= MAX_LINE_CHARS);
}

/**
 * Reads a robots.txt with robots-parser (Google's grouping and matching): whether its rules keep Googlebot,
 * or every crawler when Google has no group of its own, off the home page, and the sitemaps it names.
 * Linear in the text's length, however it is written.
 */
export function readRobots(text: string): RobotsFacts {
  const robots = robotsParser(`${ORIGIN}/robots.txt`, lines(text).join('\n'));
  return {
    blocksAll: robots.isDisallowed(`${ORIGIN}/`, 'Googlebot') === true,
    sitemaps: robots.getSitemaps().slice(0, MAX_SITEMAPS),
  };
}
