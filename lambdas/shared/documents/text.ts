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
