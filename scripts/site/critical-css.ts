/**
 * A page's critical CSS: the rules of the site's stylesheet that match what the page's HTML holds, inlined so
 * the first paint waits for the HTML alone, while the whole stylesheet (one hashed file, cached for a year)
 * loads from the end of the body for everything the app adds later. PurgeCSS picks the rules from the page's
 * markup only (tags, classes, ids, attributes; never its text), so pages built alike (every post, every list
 * page) share one answer, worked out once per renderer.
 */
import { decodeHTMLAttribute } from 'entities';
import { PurgeCSS, type ExtractorResultDetailed } from 'purgecss';

/** Attribute values never matched by the stylesheet's attribute selectors: left out so posts share a key. */
const FREE_TEXT = new Set(['href', 'src', 'content', 'alt', 'title', 'datetime', 'aria-label', 'value']);

/** What of a page's markup a selector can match, every list sorted and without repeats. */
export function markupOf(html: string): ExtractorResultDetailed {
  const tags = new Set<string>();
  const classes = new Set<string>();
  const ids = new Set<string>();
  const names = new Set<string>();
  const values = new Set<string>();
  for (const [, tag, attributes = ''] of html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
    tags.add(tag!.toLowerCase());
    for (const [, name, raw] of attributes.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*"([^"]*)")?/g)) {
      const lower = name!.toLowerCase();
      names.add(lower);
      if (raw === undefined) continue;
      // As the browser reads it: `[&amp;_svg]:size-4` is the class `[&_svg]:size-4`.
      const value = decodeHTMLAttribute(raw);
      if (lower === 'class') {
        // Whole too, for selectors such as `svg:not([class*='size-'])`.
        values.add(value);
        for (const token of value.split(/\s+/)) if (token) classes.add(token);
      } else if (lower === 'id') ids.add(value);
      else if (!FREE_TEXT.has(lower) && value.length <= 40) values.add(value);
    }
  }
  const sorted = (set: Set<string>) => [...set].sort();
  return {
    tags: sorted(tags),
    classes: sorted(classes),
    ids: sorted(ids),
    attributes: { names: sorted(names), values: sorted(values) },
    undetermined: [],
  };
}

/** Critical CSS of pages, from the stylesheet `css`, remembered per markup (`purges` counts PurgeCSS runs). */
export function criticalCss(css: string): ((html: string) => Promise<string>) & { readonly purges: number } {
  const known = new Map<string, Promise<string>>();
  // Typography's rules end in `:not(:where([class~=not-prose], …))`, and PurgeCSS would keep them only on a page
  // that has that class: a class named in such a selector counts as present (a `:not()` never requires it).
  const negated = [...new Set([...css.matchAll(/\[class~=["']?([\w-]+)["']?\]/g)].map(([, name]) => name!))];
  const critical = (html: string) => {
    const markup = markupOf(html);
    const key = JSON.stringify(markup);
    let found = known.get(key);
    if (!found) {
      found = new PurgeCSS()
        .purge({
          content: [{ raw: key, extension: 'markup' }],
          extractors: [
            {
              extensions: ['markup'],
              extractor: () => ({
                ...markup,
                classes: [...markup.classes!, ...negated],
                attributes: { ...markup.attributes, values: [...markup.attributes.values, ...negated] },
              }),
            },
          ],
          css: [{ raw: css }],
          keyframes: true,
          variables: true,
        })
        .then(([result]) => result?.css ?? '');
      known.set(key, found);
    }
    return found;
  };
  return Object.defineProperty(critical, 'purges', { get: () => known.size }) as typeof critical & {
    readonly purges: number;
  };
}
