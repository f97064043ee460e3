/** Pure and browser-safe: a pasted draft's Markdown, read by marked with its nesting bounded first. */
import { Lexer, type Token } from 'marked';

/** Container markers (`>`, `-`, `1.`) kept at the start of one line: deeper than any article nests. */
export const MAX_NESTING = 8;
/** Leading indentation kept, in columns: four nested lists, or a code block inside two. */
const MAX_INDENT = 16;

const isBlank = (char: string | undefined) => char === ' ' || char === '\t';
const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/** Where a container marker that starts at `at` ends (its trailing blanks included), or -1 when none starts there. */
function markerEnd(line: string, at: number): number {
  let end = at;
  if (line[at] === '>') end = at + 1;
  else if (line[at] === '-' || line[at] === '*' || line[at] === '+') {
    if (!isBlank(line[at + 1])) return -1;
    end = at + 1;
  } else {
    while (isDigit(line[end]) && end - at < 9) end++;
    if (end === at || (line[end] !== '.' && line[end] !== ')') || !isBlank(line[end + 1])) return -1;
    end++;
  }
  while (isBlank(line[end])) end++;
  return end;
}

/** One line with at most MAX_INDENT columns of indentation and MAX_NESTING container markers before its text. */
function clampLine(line: string): string {
  let at = 0;
  let columns = 0;
  while (isBlank(line[at])) columns += line[at++] === '\t' ? 4 - (columns % 4) : 1;
  let out = columns > MAX_INDENT ? ' '.repeat(MAX_INDENT) : line.slice(0, at);
  for (let depth = 0, end = markerEnd(line, at); end > 0; end = markerEnd(line, at)) {
    if (++depth <= MAX_NESTING) out += line.slice(at, end);
    at = end;
  }
  return out + line.slice(at);
}

/**
 * Markdown's nesting bounded line by line: marked's lexer recurses once per level, so 2,000 `>` or 3,000 `- `
 * overflowed the stack, and 300 indented list levels took a third of a second.
 */
export const clampNesting = (source: string): string => source.split('\n').map(clampLine).join('\n');

/** Each blank-line-separated block as a paragraph of plain text: what a draft marked cannot read becomes. */
export const plainParagraphs = (source: string): Token[] =>
  source
    .split(/\n[ \t]*\n/)
    .filter((block) => block.trim())
    .map((block) => ({
      type: 'paragraph',
      raw: block,
      text: block,
      tokens: [{ type: 'text', raw: block, text: block }],
    }));

/** A pasted draft's block tokens as marked reads them, or plain paragraphs when marked fails on it. */
export function readMarkdown(source: string): Token[] {
  const clamped = clampNesting(source);
  try {
    return Lexer.lex(clamped);
  } catch {
    return plainParagraphs(clamped);
  }
}
