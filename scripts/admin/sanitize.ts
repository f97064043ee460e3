import sanitizeHtml from 'sanitize-html';

/**
 * Post HTML as stored: the sanitizer's default formatting tags plus images, links to http(s) and
 * mailto only. Scripts, styles, event handlers, iframes, forms, `javascript:` and `data:` URLs are
 * dropped. The browser sanitizes again with DOMPurify when it renders.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    code: ['class'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // An image whose only source was unsafe has nothing left to show.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Sanitizes a post's HTML for storage. */
export const sanitizePostHtml = (html: string): string => sanitizeHtml(html, options).trim();
