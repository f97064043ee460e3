/** Pure and browser-safe: the subject part of a download's file name (docs/product.md#output-language). */
import slugify from '@sindresorhus/slugify';
import { foldAccents } from './text';

/**
 * The words of a name as a reader tells brands apart: case, Latin accents and punctuation aside ('Café
 * Crème!' and 'cafe creme' are one brand), '&' read 'and' as the slug reads it; other scripts kept as they are.
 */
const wordsOf = (name: string): string =>
  foldAccents(name.replaceAll('&', ' and '))
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .join('-');

/** FNV-1a, 32 bits, in base 36: a short, stable tag of a name (no crypto needed for a file name). */
function tag(text: string): string {
  let hash = 0x811c9dc5;
  for (const unit of new TextEncoder().encode(text)) hash = Math.imul(hash ^ unit, 0x01000193) >>> 0;
  return hash.toString(36).padStart(7, '0');
}

/** The slug in at most `max` characters, cut at a dash when it is longer. */
function cutAtDash(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const dash = slug.slice(0, max + 1).lastIndexOf('-');
  return dash > 0 ? slug.slice(0, dash) : slug.slice(0, max);
}

/**
 * A brand, topic or keyword as the ASCII part of a file name: 'Luz de Alfama' → 'luz-de-alfama',
 * 'Café Crème' → 'cafe-creme', 'Кофейня' → 'kofeynya-{tag}', '東京ラーメン' → '{fallback}-{tag}'.
 * Transliterated to Latin letters (@sindresorhus/slugify), cut at `maxLength` on a dash; `fallback`
 * (the tool's default) when no letter or digit is left. Whenever the slug is not the name's own words
 * (it was transliterated from another script, stripped or cut), a tag of the name follows it, so two
 * different names never share a file name: 'Кофейня' and 'Kofeynya', or two Japanese brands.
 */
export function fileNamePart(name: string, fallback: string, maxLength = 60): string {
  const words = wordsOf(name);
  const slug = cutAtDash(slugify(name), maxLength) || fallback;
  if (!words || slug === words) return slug;
  return `${slug}-${tag(words)}`;
}
