/**
 * Text a PDF reader can get back. Readers (PDF.js, poppler) take a right-to-left word's glyphs in visual order
 * and reverse them into logical order, characters of a ligature included: so a ligature drawn in a right-to-left
 * run must list its characters in visual order too, or لا comes back as ال. pdfkit records each glyph's
 * characters (its ToUnicode map) from the glyph run fontkit lays out: the font handed to pdfkit lays out runs
 * with that order fixed.
 */
import type { Font, Glyph, GlyphRun } from 'fontkit';

const visual = (glyph: Glyph): Glyph =>
  Object.create(glyph, { codePoints: { value: [...glyph.codePoints].reverse() } }) as Glyph;

/** The font as pdfkit should see it: the same in every way but the character order of right-to-left ligatures. */
export function readableFont(font: Font): Font {
  return new Proxy(font, {
    get(target, property) {
      if (property !== 'layout') return Reflect.get(target, property, target) as unknown;
      return (...args: Parameters<Font['layout']>): GlyphRun => {
        const run = target.layout(...args);
        if (run.direction !== 'rtl') return run;
        run.glyphs = run.glyphs.map((glyph) => (glyph.codePoints.length > 1 ? visual(glyph) : glyph));
        return run;
      };
    },
  });
}

/**
 * How a piece's glyphs come out of the shaper: right to left, in its characters' order, or reordered (a
 * Devanagari vowel sign drawn before its consonant). A reordered piece needs an ActualText span, so copying and
 * extraction read it as written.
 */
export function spokenOrder(font: Font, text: string): 'rtl' | 'in order' | 'reordered' {
  const run = font.layout(text);
  if (run.direction === 'rtl') return 'rtl';
  return String.fromCodePoint(...run.glyphs.flatMap((glyph) => glyph.codePoints)) === text
    ? 'in order'
    : 'reordered';
}
