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

/** Text cut to at most `max` characters at a word boundary, with an ellipsis when cut; whitespace collapsed. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}
