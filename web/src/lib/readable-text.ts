const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
};

const decodeEntity = (entity: string, name: string): string => {
  const code = /^#x([0-9a-f]+)$/i.exec(name)?.[1] ?? /^#(\d+)$/.exec(name)?.[1];
  if (code === undefined) return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  const point = Number.parseInt(code, name[1] === 'x' || name[1] === 'X' ? 16 : 10);
  return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
};

const textOf = (html: string): string =>
  html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    // Only what looks like a tag: 'a < b' in plain text stays.
    .replace(/<[/!]?[a-z][^>]*>/gi, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();

/** `text` at most `max` characters long, cut after a whole word and marked with an ellipsis. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const space = head.lastIndexOf(' ');
  // A single very long word (a URL, a hash) is cut where the limit falls rather than dropped.
  return `${(space > max / 2 ? head.slice(0, space) : head).replace(/[\s,;:.-]+$/, '')}…`;
}

/**
 * An error answer's body as a sentence a visitor can read: an HTML page (a proxy's 502, say) loses
 * its markup, head, scripts and styles, whitespace is collapsed, and the text is cut to about 200
 * characters. A page with nothing in its body falls back to its title.
 */
export function readableText(body: string, max = 200): string {
  const visible = textOf(body.replace(/<(head|script|style|noscript|template)\b[\s\S]*?<\/\1\s*>/gi, ' '));
  const title = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(body)?.[1];
  return cutAtWord(visible || (title ? textOf(title) : ''), max);
}
