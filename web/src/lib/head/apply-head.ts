import { headTags, type PageHead } from './head-tags';

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

/** Writes a page's head in the browser: the title, and the tagged head elements replaced as a set. */
export function applyHead(head: PageHead, siteUrl: string): void {
  document.title = head.title;
  for (const element of document.head.querySelectorAll('[data-head], meta[name="description"]'))
    element.remove();
  for (const { tag, attrs, text } of headTags(head, siteUrl)) {
    const element = document.createElement(tag);
    element.setAttribute('data-head', '');
    for (const [key, value] of Object.entries(attrs)) element.setAttribute(key, value);
    if (text !== undefined) element.textContent = text;
    document.head.append(element);
  }
}
