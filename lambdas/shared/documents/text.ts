/** Pure and browser-safe text helpers shared by contracts, the admin CLI and the SPA. */

/** Lower-case text with accents removed, e.g. 'Crème Brûlée' → 'creme brulee'. */
export const foldAccents = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Lowercase words joined by dashes, at most `maxLength` characters, e.g. 'Email Lists 101!' → 'email-lists-101'. */
export const slugify = (text: string, maxLength: number): string =>
  foldAccents(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');

/** Everything XML 1.0 forbids: C0 controls but tab and line breaks, lone surrogates, U+FFFE and U+FFFF. */
const XML_FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** The text without the characters XML 1.0 forbids, which would make a Word document unreadable. */
export const xmlSafe = (text: string): string => text.replace(XML_FORBIDDEN, '');

/** Words that leave a phrase dangling when it is cut just after them. */
const DANGLING =
  /[\s,;:–—-]+$|\s+(?:a|an|and|as|at|but|by|for|from|in|into|of|on|or|the|to|with|your|our|my|their|its)$/i;

/** The text without joining words or commas left dangling at its end: 'homes and' → 'homes'. */
export function trimDangling(text: string): string {
  let trimmed = text.trimEnd();
  while (DANGLING.test(trimmed) && trimmed.replace(DANGLING, '').length > 0)
    trimmed = trimmed.replace(DANGLING, '');
  return trimmed;
}

/**
 * The text in at most `max` characters (code points, so emoji count once), cut at a word boundary
 * and never after a joining word or comma; `ellipsis` is added when it had to cut. A first word
 * longer than `max` is the only thing ever cut inside.
 */
export function cutAtWord(text: string, max: number, ellipsis = ''): string {
  // Only the first max + 1 code points matter, however long the text (a page's attribute can be megabytes).
  const chars: string[] = [];
  for (const char of text.trim()) if (chars.push(char) > max) break;
  if (chars.length <= max) return chars.join('');
  const room = max - Array.from(ellipsis).length;
  const head = chars.slice(0, room + 1).join('');
  const boundary = head.search(/\s\S*$/);
  const cut = boundary > 0 ? head.slice(0, boundary) : chars.slice(0, room).join('');
  return `${trimDangling(cut)}${ellipsis}`;
}

/** Text with its whitespace collapsed, cut to at most `max` characters at a word boundary, with '…' when cut. */
export const clip = (text: string, max: number): string => cutAtWord(text.replace(/\s+/g, ' '), max, '…');
