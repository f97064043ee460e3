/**
 * One paragraph in lines, each line in visual order: break opportunities from `linebreak` (UAX #14), words
 * filled greedily in logical order, then each line reordered by `bidi-js` (UAX #9) on its own, so a wrapped
 * right-to-left paragraph reads top to bottom with every word whole. fontkit (inside pdfkit) shapes each piece.
 */
import LineBreaker from 'linebreak';
import type { Face } from './font-faces';
import { bidi, visualLine, type Line, type Measure } from './visual-line';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export interface Paragraph {
  rtl: boolean;
  lines: Line[];
}

/** Runs of one face in [start, end), measured. */
export function width(text: string, faces: Face[], start: number, end: number, measure: Measure): number {
  let total = 0;
  for (let from = start; from < end;) {
    let to = from + 1;
    while (to < end && faces[to] === faces[from]) to += 1;
    total += measure(faces[from]!, text.slice(from, to));
    from = to;
  }
  return total;
}

const trimmedEnd = (text: string, start: number, end: number) => {
  while (end > start && /\s/.test(text[end - 1]!)) end -= 1;
  return end;
};

/** Break opportunities as [start, end) segments; a segment wider than a line is cut between graphemes. */
function segments(text: string, faces: Face[], maxWidth: number, measure: Measure): [number, number][] {
  const result: [number, number][] = [];
  const breaker = new LineBreaker(text);
  let last = 0;
  for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) {
    const [start, end] = [last, next.position];
    last = end;
    if (width(text, faces, start, trimmedEnd(text, start, end), measure) <= maxWidth) {
      result.push([start, end]);
      continue;
    }
    for (const { index, segment } of graphemes.segment(text.slice(start, end))) {
      result.push([start + index, start + index + segment.length]);
    }
  }
  return result;
}

/** Greedy fill: as many whole segments per line as fit, trailing spaces not counted at a line's end. */
function wrap(text: string, faces: Face[], maxWidth: number, measure: Measure): [number, number][] {
  const lines: [number, number][] = [];
  let [start, end, used] = [0, 0, 0];
  for (const [from, to] of segments(text, faces, maxWidth, measure)) {
    const inked = trimmedEnd(text, from, to);
    if (end > start && used + width(text, faces, from, inked, measure) > maxWidth) {
      lines.push([start, end]);
      [start, end, used] = [from, from, 0];
    }
    used += width(text, faces, from, to, measure);
    end = inked > from ? inked : end;
  }
  if (end > start) lines.push([start, end]);
  return lines;
}

/** Lays out one paragraph (no line feeds) in lines no wider than `maxWidth`, each in visual order. */
export function layoutParagraph(
  text: string,
  faces: Face[],
  maxWidth: number,
  measure: Measure,
  direction: 'ltr' | 'rtl' | 'auto' = 'auto',
): Paragraph {
  const levels = bidi.getEmbeddingLevels(text, direction);
  const rtl = (levels.paragraphs[0]?.level ?? 0) % 2 === 1;
  const lines = wrap(text, faces, maxWidth, measure).map(([start, end]) =>
    visualLine({ text, faces, levels }, start, end, measure),
  );
  return { rtl, lines };
}
