/**
 * The one door untrusted text (visitor fields, fetched pages, site facts, YouTube titles and
 * descriptions) takes into a prompt: every value capped, every block capped, nothing that could
 * open, close or fake a block.
 */

/** The cap on one short value: a check value, a site fact, a video title. */
export const FIELD_CHARS = 200;

/** The cap on one web address a visitor typed: longer ones are not worth the model's reading. */
export const URL_CHARS = 500;

/**
 * Angle brackets and the characters that look like them (fullwidth, small, CJK, mathematical and quotation
 * angle brackets: a model may read `＜/input＞` as a delimiter), control characters but tab and newline, line
 * and paragraph separators, format characters (zero-width spaces, bidi embeddings, overrides and isolates,
 * but the joiners Arabic and Indic scripts spell with), and lone surrogates (not valid UTF-8 in the request).
 */
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  /[<>\uFF1C\uFF1E\uFE64\uFE65\u3008\u3009\u2329\u232A\u27E8\u27E9\u2039\u203A\u276C-\u276F\u02C2\u02C3\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029]|(?![\u200C\u200D])\p{Cf}|\p{Cs}/gu;

/**
 * The text without what UNSAFE names. One pass is the fixed point: removing single characters never
 * forms a new one, so `</page_te</page_text>xt>` leaves no delimiter however it is nested.
 */
export const inert = (text: string): string => text.replace(UNSAFE, '');

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
