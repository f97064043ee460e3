/**
 * The face of every character, checked against the font file itself: a subset's declared unicode-range may
 * claim characters its file lacks (Noto Sans's Latin range holds ‼, its file does not), and drawing those would
 * print missing-glyph boxes. Files are parsed once by fontkit and handed to pdfkit as they are.
 */
import { create, type Font } from 'fontkit';
import type { Face, FontFaces, Style } from './font-faces';

// pdfkit takes two faces for one when their PostScript names match (every CJK slice's does) and their decoded
// head tables do: decoding it now gives each slice its own checksum to compare.
const parse = (bytes: Uint8Array) => {
  const font = create(bytes as Buffer) as Font;
  void font.unitsPerEm;
  return font;
};

export interface StyledText {
  text: string;
  style: Style;
}

export interface FaceChoice {
  /** Per text, the face of each UTF-16 unit (both halves of a surrogate pair share one). */
  faces: Face[][];
  /** Every face chosen, parsed, by key. */
  fonts: Map<string, Font>;
}

/** Chooses faces for the texts, loading (in parallel, once each) only the files they need. */
export async function chooseFaces(
  texts: StyledText[],
  catalog: FontFaces,
  load: (file: string) => Promise<Uint8Array>,
): Promise<FaceChoice> {
  const parsed = new Map<string, Promise<Font>>();
  const open = (face: Face) => {
    if (!parsed.has(face.key)) parsed.set(face.key, load(face.file).then(parse));
    return parsed.get(face.key)!;
  };
  // Every character's first candidate at once: most of them are the ones chosen.
  const first = texts.flatMap(({ text, style }) =>
    Array.from(text, (char) => catalog.candidates(char.codePointAt(0)!, style)[0]),
  );
  await Promise.all([...new Set(first)].filter((face) => face !== undefined).map(open));

  const faces: Face[][] = [];
  const chosen = new Map<string, Face>();
  for (const { text, style } of texts) {
    const units: Face[] = [];
    let previous: Face | undefined;
    for (const char of text) {
      const codePoint = char.codePointAt(0)!;
      const candidates = catalog.candidates(codePoint, style, previous);
      let face: Face | undefined;
      for (const candidate of candidates)
        if ((await open(candidate)).hasGlyphForCodePoint(codePoint)) {
          face = candidate;
          break;
        }
      // A character no file has keeps the face before it: drawn as a visible missing-glyph box, not dropped.
      face ??= previous ?? candidates[0] ?? catalog.candidates(0x20, style)[0]!;
      for (let unit = 0; unit < char.length; unit += 1) units.push(face);
      chosen.set(face.key, face);
      previous = face;
    }
    faces.push(units);
  }
  const fonts = new Map<string, Font>();
  for (const face of chosen.values()) fonts.set(face.key, await open(face));
  return { faces, fonts };
}
