import type { SiteFacts } from '../contracts/page-checks';
import { clip } from '../documents/text';
import { jsonLdTypes } from './json-ld';
import { parsePage, type PageModel } from './parse-page';
import { SHORT_VALUE_CHARS } from './verdicts';

/** Bounds on what a page can put in its facts: a page may hold 20,000 og: tags or a megabyte lang. */
export const siteFactLimits = {
  url: 500,
  lang: SHORT_VALUE_CHARS,
  openGraphKeys: 20,
  openGraphKey: 60,
  openGraphValue: 300,
  jsonLdTypes: 20,
} as const;

const OG_PREFIX = 'og:';

/** The page's first Open Graph properties, each key and value clipped. */
function openGraphOf(metas: Map<string, string>): Record<string, string> {
  const found: [string, string][] = [];
  for (const [key, value] of metas) {
    if (found.length === siteFactLimits.openGraphKeys) break;
    if (key.startsWith(OG_PREFIX))
      found.push([clip(key, siteFactLimits.openGraphKey), clip(value, siteFactLimits.openGraphValue)]);
  }
  return Object.fromEntries(found);
}

/** The facts about a page that grounded tools hand the model: what the site says about itself. */
export function siteFactsOf(model: PageModel, url: string): SiteFacts {
  const h1 = model.headings.find((heading) => heading.level === 1)?.text;
  return {
    url: clip(url, siteFactLimits.url),
    https: url.startsWith('https:'),
    title: model.title ? clip(model.title, 200) : null,
    metaDescription: model.metas.get('description') ? clip(model.metas.get('description')!, 400) : null,
    h1: h1 ? clip(h1, 200) : null,
    headings: model.headings
      .filter((heading) => heading.level === 2 && heading.text)
      .slice(0, 10)
      .map((heading) => clip(heading.text, 120)),
    wordCount: model.text.words,
    canonical: model.canonical ? clip(model.canonical, siteFactLimits.url) : null,
    jsonLdTypes: jsonLdTypes(model.jsonLd).types.slice(0, siteFactLimits.jsonLdTypes),
    openGraph: openGraphOf(model.metas),
    viewport: model.metas.has('viewport'),
    lang: model.lang ? clip(model.lang, siteFactLimits.lang) : null,
  };
}

/** Site facts straight from HTML, for tools that need no other check. */
export const siteFacts = async (html: string, url: string): Promise<SiteFacts> =>
  siteFactsOf(await parsePage(html), url);
