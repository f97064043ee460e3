import type { SiteFacts } from '../contracts/page-checks';
import { clip } from '../documents/text';
import { jsonLdTypes } from './json-ld';
import { parsePage, type PageModel } from './parse-page';

/** The facts about a page that grounded tools hand the model: what the site says about itself. */
export function siteFactsOf(model: PageModel, url: string): SiteFacts {
  const h1 = model.headings.find((heading) => heading.level === 1)?.text;
  const openGraph = Object.fromEntries(
    [...model.metas].filter(([key]) => key.startsWith('og:')).map(([key, value]) => [key, clip(value, 300)]),
  );
  return {
    url,
    https: url.startsWith('https:'),
    title: model.title ? clip(model.title, 200) : null,
    metaDescription: model.metas.get('description') ? clip(model.metas.get('description')!, 400) : null,
    h1: h1 ? clip(h1, 200) : null,
    headings: model.headings
      .filter((heading) => heading.level === 2 && heading.text)
      .slice(0, 10)
      .map((heading) => clip(heading.text, 120)),
    wordCount: model.text.words,
    canonical: model.canonical ?? null,
    jsonLdTypes: jsonLdTypes(model.jsonLd).types,
    openGraph,
    viewport: model.metas.has('viewport'),
    lang: model.lang ?? null,
  };
}

/** Site facts straight from HTML, for tools that need no other check. */
export const siteFacts = async (html: string, url: string): Promise<SiteFacts> =>
  siteFactsOf(await parsePage(html), url);
