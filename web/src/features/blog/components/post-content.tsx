import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/**
 * The post's HTML, sanitized again in the browser (it was sanitized when stored): HTML profile only
 * (no SVG or MathML), no scripts, event handlers, `javascript:` URLs, iframes, forms or styles.
 */
const purify = (html: string) =>
  DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'iframe', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });

export function PostContent({ html }: { html: string }) {
  const clean = useMemo(() => purify(html), [html]);
  if (!clean.trim()) return <p className="text-slate-600 italic">No content available for this post</p>;
  return (
    <div
      className="prose prose-slate max-w-none prose-headings:tracking-tight prose-a:text-brand-700"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
