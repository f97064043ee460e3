import { headTags, type HeadTag, type PageHead } from './head-tags';

/** The site URL the page was rendered for (its canonical link's origin), else this origin. */
export function currentSiteUrl(): string {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  try {
    if (canonical) return new URL(canonical.href).origin;
  } catch {
    // a malformed canonical: fall back to this origin
  }
  return window.location.origin;
}

/** True when an element of the head is exactly this tag: its name, attributes and text. */
function matches(element: Element, { tag, attrs, text }: HeadTag): boolean {
  const names = element.getAttributeNames().filter((name) => name !== 'data-head');
  return (
    element.localName === tag &&
    names.length === Object.keys(attrs).length &&
    names.every((name) => element.getAttribute(name) === attrs[name]) &&
    (text === undefined || element.textContent === text)
  );
}

/**
 * Writes a page's head in the browser: the title, and the tagged head elements replaced as a set, unless they
 * already say it (the prerendered page's own, on hydration): then nothing in the head is touched.
 */
export function applyHead(head: PageHead, siteUrl: string): void {
  if (document.title !== head.title) document.title = head.title;
  const present = [...document.head.querySelectorAll('[data-head], meta[name="description"]')];
  const wanted = headTags(head, siteUrl);
  if (present.length === wanted.length && wanted.every((tag, i) => matches(present[i]!, tag))) return;
  for (const element of present) element.remove();
  for (const { tag, attrs, text } of wanted) {
    const element = document.createElement(tag);
    element.setAttribute('data-head', '');
    for (const [key, value] of Object.entries(attrs)) element.setAttribute(key, value);
    if (text !== undefined) element.textContent = text;
    document.head.append(element);
  }
}
