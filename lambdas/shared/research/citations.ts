import type { ContentBlock } from '@aws-sdk/client-bedrock-runtime';
import { MAX_SOURCES } from '../contracts/research';

/** A page a grounded answer cited: its title as the citation gave it, address and domain. */
export interface CitedPage {
  title: string;
  url: string;
  domain: string;
}

/** The http(s) address without its fragment, or undefined when it is not one. */
function pageAddress(url: string | undefined): URL | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
    parsed.hash = '';
    return parsed;
  } catch {
    return undefined;
  }
}

/**
 * The distinct pages a Converse answer with Web Grounding cites, in the order first cited, at most
 * MAX_SOURCES: `citationsContent.citations[].location.web` blocks (Nova user guide, "Web Grounding").
 */
export function citedPages(content: readonly ContentBlock[] | undefined): CitedPage[] {
  const pages = new Map<string, CitedPage>();
  for (const block of content ?? []) {
    for (const citation of block.citationsContent?.citations ?? []) {
      const web = citation.location && 'web' in citation.location ? citation.location.web : undefined;
      const url = pageAddress(web?.url);
      if (!url || pages.has(url.href)) continue;
      const domain = (web?.domain || url.hostname).replace(/^www\./, '');
      pages.set(url.href, { title: citation.title?.trim() || domain, url: url.href, domain });
      if (pages.size >= MAX_SOURCES) return [...pages.values()];
    }
  }
  return [...pages.values()];
}
