/**
 * One wrapped line in visual order, cut into the pieces pdfkit draws. bidi-js reorders the line (UAX #9 L1–L2)
 * and mirrors brackets; fontkit, inside pdfkit, shapes each piece and itself lays out an Arabic or Hebrew piece
 * right to left, so a piece goes whole only when its direction is the one fontkit will give it.
 */
import bidiFactory, { type EmbeddingLevels } from 'bidi-js';
import type { Face } from './font-faces';

export const bidi = bidiFactory();
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Width in points of `text` drawn in `face` at the paragraph's size (pdfkit's measure, shaping included). */
export type Measure = (face: Face, text: string) => number;

/** A run drawn as one call at `x` from the line's start edge. */
export interface Piece {
  text: string;
  face: Face;
  x: number;
  width: number;
}

export interface Line {
  /** The line's text in logical order (the ActualText of a line whose glyphs the shaper reordered). */
  text: string;
  pieces: Piece[];
  width: number;
}

interface Source {
  text: string;
  faces: Face[];
  levels: EmbeddingLevels;
}

// fontkit picks the direction from the first character of a real script (not Common or Inherited).
const SCRIPT = /[^\p{Script=Common}\p{Script=Inherited}]/u;
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const fontkitRtl = (text: string) => RTL_SCRIPT.test(SCRIPT.exec(text)?.[0] ?? '');

/** Visual runs: consecutive characters of one face and level that are also consecutive in logical order. */
function runs(source: Source, start: number, end: number): number[][] {
  // bidi-js answers the whole string's indices, the line's range reordered.
  const order = bidi.getReorderedIndices(source.text, source.levels, start, end - 1).slice(start, end);
  const result: number[][] = [];
  for (const index of order) {
    const run = result.at(-1);
    const last = run?.at(-1);
    const step = source.levels.levels[index]! % 2 === 1 ? -1 : 1;
    const joins =
      run !== undefined &&
      last !== undefined &&
      index === last + step &&
      source.faces[index] === source.faces[last] &&
      source.levels.levels[index] === source.levels.levels[last];
    if (joins) run.push(index);
    else result.push([index]);
  }
  return result;
}

/** Lays out [start, end) of the paragraph as one line, pieces placed left to right. */
export function visualLine(source: Source, start: number, end: number, measure: Measure): Line {
  const mirrored = bidi.getMirroredCharactersMap(source.text, source.levels.levels, start, end - 1);
  const pieces: Piece[] = [];
  let x = 0;
  const place = (text: string, face: Face) => {
    const width = measure(face, text);
    pieces.push({ text, face, x, width });
    x += width;
  };
  for (const run of runs(source, start, end)) {
    const [from, to] = [Math.min(...run), Math.max(...run) + 1];
    const face = source.faces[from]!;
    const text = Array.from(
      { length: to - from },
      (_, i) => mirrored.get(from + i) ?? source.text[from + i],
    ).join('');
    const rtl = source.levels.levels[from]! % 2 === 1;
    if (rtl === fontkitRtl(text)) {
      place(text, face);
      continue;
    }
    // Only neutrals and digits land here (no joining to lose): drawn one grapheme at a time, in visual order.
    const parts = Array.from(graphemes.segment(text), ({ segment }) => segment);
    for (const part of rtl ? parts.reverse() : parts) place(part, face);
  }
  return { text: source.text.slice(start, end), pieces, width: x };
}
