import { useMemo } from 'react';
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { useDomWindow, type DomWindow } from '@/lib/dom-window';

const purifiers = new WeakMap<DomWindow, Purifier>();
const purifierFor = (window: DomWindow) => {
  let purifier = purifiers.get(window);
  if (!purifier) purifiers.set(window, (purifier = DOMPurify(window)));
  return purifier;
};

/**
 * The post's HTML, sanitized again in the browser (it was sanitized when stored): HTML profile only
 * (no SVG or MathML), no scripts, event handlers, `javascript:` URLs, iframes, forms or styles.
 */
const purify = (html: string, window: DomWindow) =>
  purifierFor(window).sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'iframe', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
    // The sanitized nodes themselves: serialized once below, not serialized, parsed and serialized again.
    RETURN_DOM_FRAGMENT: true,
  });

/**
 * Wide tables go in a box that scrolls sideways on its own, so a phone never scrolls the whole page;
 * the box and code blocks take keyboard focus so keyboard users can scroll them too.
 */
function withScrollBoxes(clean: DocumentFragment): string {
  const document = clean.ownerDocument;
  for (const table of clean.querySelectorAll('table')) {
    const box = document.createElement('div');
    box.className = 'post-scroll';
    box.tabIndex = 0;
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', table.caption?.textContent?.trim() || 'Table');
    table.replaceWith(box);
    box.append(table);
  }
  for (const pre of clean.querySelectorAll('pre')) pre.tabIndex = 0;
  const holder = document.createElement('div');
  holder.append(clean);
  return holder.innerHTML;
}

/** Prose wraps long words and URLs anywhere; tables and code keep their lines and scroll in their box. */
const proseClass = [
  'prose prose-slate max-w-none prose-headings:tracking-tight prose-a:text-brand-700',
  'wrap-anywhere [&_pre]:wrap-normal [&_table]:wrap-normal',
  '[&_.post-scroll]:my-6 [&_.post-scroll]:overflow-x-auto [&_.post-scroll_table]:my-0',
].join(' ');

export function PostContent({ html }: { html: string }) {
  // The same DOM work on the server (a lent jsdom window) and in the browser, so hydration matches.
  const window = useDomWindow();
  const clean = useMemo(() => withScrollBoxes(purify(html, window)), [html, window]);
  if (!clean.trim()) return <p className="text-slate-600 italic">No content available for this post</p>;
  return <div className={proseClass} dangerouslySetInnerHTML={{ __html: clean }} />;
}
