import { decodeEntity } from './html-entities';
import type { Attributes } from './html-tree-rules';

export const BANG = 33;
export const AMP = 38;
export const SLASH = 47;
export const LT = 60;
const GT = 62;
export const QUESTION = 63;
const DOUBLE_QUOTE = 34;
const SINGLE_QUOTE = 39;
const EQ = 61;

const isSpace = (c: number) => c === 32 || c === 10 || c === 9 || c === 12 || c === 13;
/** Characters that end a tag name: '/', '>' or HTML's whitespace. */
export const endsName = (c: number) => c === SLASH || c === GT || isSpace(c);
export const isLetter = (c: number) => (c | 0x20) >= 97 && (c | 0x20) <= 122;

/** Where a comment opened at `from` (just after `<!--`) ends: its `>`, or -1 when it runs to the end. */
export function commentClose(html: string, from: number): number {
  if (html.charCodeAt(from) === GT) return from; // <!-->
  if (html.startsWith('->', from)) return from + 1; // <!--->
  for (let gt = html.indexOf('>', from); gt >= 0; gt = html.indexOf('>', gt + 1)) {
    const bang = html.charCodeAt(gt - 1) === BANG ? 1 : 0; // --!> ends a comment too
    if (gt - 2 - bang >= from && html.startsWith('--', gt - 2 - bang)) return gt;
  }
  return -1;
}

/** A start tag's attributes, the index just past its '>', and whether it ended with '/>'. */
export interface StartTagRest {
  attribs: Attributes;
  end: number;
  selfClosing: boolean;
}

/** Reads a value up to its closing quote (or, unquoted, a space or '>'), decoding references. */
function readValue(html: string, from: number, quote: number): { value: string; end: number } | undefined {
  let value = '';
  let start = from;
  let i = from;
  for (; i < html.length; i++) {
    const c = html.charCodeAt(i);
    if (quote < 0 ? isSpace(c) || c === GT : c === quote) break;
    if (c !== AMP) continue;
    const decoded = decodeEntity(html, i, true);
    if (!decoded) continue;
    value += html.slice(start, i) + decoded.text;
    start = decoded.end;
    i = decoded.end - 1;
  }
  return i < html.length ? { value: value + html.slice(start, i), end: i } : undefined;
}

/** Reads a start tag's attributes from `from` (just after its name), or undefined when the input ends first. */
export function readAttributes(html: string, from: number): StartTagRest | undefined {
  const n = html.length;
  const attribs: Attributes = {};
  let i = from;
  for (;;) {
    while (i < n && isSpace(html.charCodeAt(i))) i++;
    if (i >= n) return undefined;
    const c = html.charCodeAt(i);
    if (c === GT || c === SLASH) {
      // "/" then ">" (spaces allowed between) makes the tag self-closing; any other "/" is skipped.
      if (c === SLASH) while (++i < n && isSpace(html.charCodeAt(i)));
      if (i >= n) return undefined;
      if (html.charCodeAt(i) === GT) return { attribs, end: i + 1, selfClosing: c === SLASH };
      continue;
    }
    const nameStart = i++; // the name's first character may be anything, even '='
    while (i < n && !endsName(html.charCodeAt(i)) && html.charCodeAt(i) !== EQ) i++;
    const name = html.slice(nameStart, i).toLowerCase();
    while (i < n && isSpace(html.charCodeAt(i))) i++;
    if (i >= n) return undefined;
    let value = '';
    if (html.charCodeAt(i) === EQ) {
      while (++i < n && isSpace(html.charCodeAt(i)));
      const quote = html.charCodeAt(i);
      const quoted = quote === DOUBLE_QUOTE || quote === SINGLE_QUOTE;
      const read = readValue(html, quoted ? i + 1 : i, quoted ? quote : -1);
      if (!read) return undefined;
      value = read.value;
      i = quoted ? read.end + 1 : read.end;
    }
    if (!Object.hasOwn(attribs, name)) attribs[name] = value;
  }
}
