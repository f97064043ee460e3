/**
 * A flowing A4 PDF of headings, paragraphs and numbered items in any script we have a font for. pdfkit embeds
 * and subsets the faces and fontkit shapes; paragraph-lines wraps and orders each line; this file places lines
 * on pages.
 */
import PDFDocument from 'pdfkit';
import { chooseFaces } from './face-choice';
import { readableFont, spokenOrder } from './extraction-order';
import { FontFaces, type Style } from './font-faces';
import { layoutParagraph } from './paragraph-lines';
import type { Line, Measure } from './visual-line';

export interface BlockStyle extends Style {
  size: number;
  spaceBefore?: number;
  spaceAfter?: number;
  /** A heading: moved to the next page rather than left alone at the foot of one. */
  keepWithNext?: boolean;
}

export interface Block {
  text: string;
  style: BlockStyle;
  /** A list item's number ('1.'), set at the paragraph's start edge, the text indented. */
  marker?: string;
}

export interface PdfOptions {
  title: string;
  creator: string;
  /** The bytes of a face's file (`Face.file`): fetched in the browser, read from disk in tests. */
  loadFont: (file: string) => Promise<Uint8Array>;
}

const MARGIN = 56;
const LINE_HEIGHT = 1.5;
// Baseline below a line's top, in ems: room for Noto's tall Devanagari and CJK ascenders.
const ASCENT = 1.12;
const INDENT = 18;

const concat = (chunks: Uint8Array[]) => {
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  chunks.reduce((offset, chunk) => (out.set(chunk, offset), offset + chunk.length), 0);
  return out;
};

/** Writes the blocks as a PDF, loading only the font files their characters need. */
export async function writePdf(blocks: Block[], options: PdfOptions): Promise<Uint8Array> {
  const paragraphs = blocks.map((block) => block.text.replace(/\t/g, ' ').split('\n'));
  const texts = blocks.flatMap((block, index) => [
    ...paragraphs[index]!.map((text) => ({ text, style: block.style })),
    ...(block.marker === undefined ? [] : [{ text: block.marker, style: block.style }]),
  ]);
  const catalog = await FontFaces.forTexts(texts.map(({ text }) => text));
  const { faces, fonts } = await chooseFaces(texts, catalog, options.loadFont);
  let next = 0;
  const laid = blocks.map((block, index) => ({
    block,
    paragraphs: paragraphs[index]!.map((text) => ({ text, faces: faces[next++]! })),
    markerFaces: block.marker === undefined ? undefined : faces[next++]!,
  }));

  // No standard font: every face is embedded (the browser build of pdfkit ships no Helvetica metrics).
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: '',
    info: { Title: options.title, Creator: options.creator },
    displayTitle: true,
  });
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve) => doc.on('end', () => resolve(concat(chunks))));
  // pdfkit takes the fontkit font already parsed (it accepts any object with fontkit's layout()).
  for (const [key, font] of fonts) doc.registerFont(key, readableFont(font) as unknown as Uint8Array);

  const [left, right, bottom] = [MARGIN, doc.page.width - MARGIN, doc.page.height - MARGIN];
  let y = MARGIN;
  const measureAt =
    (size: number): Measure =>
    (face, text) =>
      doc.font(face.key).fontSize(size).widthOfString(text, { features: [] });
  const endSpan = () =>
    // poppler places ActualText with the transform in force at EMC: give it the one pdfkit draws glyphs in.
    doc.save().transform(1, 0, 0, -1, 0, doc.page.height).endMarkedContent().restore();
  const draw = (line: Line, x: number, size: number) => {
    const spans = line.pieces.map((piece) => spokenOrder(fonts.get(piece.face.key)!, piece.text));
    // A left-to-right line with reordered glyphs is one span (readers join a line's spans badly); a line with
    // right-to-left text spans only its reordered pieces (readers reverse a right-to-left line's ActualText).
    const whole = spans.includes('reordered') && !spans.includes('rtl');
    if (whole) doc.markContent('Span', { actual: line.text });
    line.pieces.forEach((piece, index) => {
      const own = !whole && spans[index] === 'reordered';
      if (own) doc.markContent('Span', { actual: piece.text });
      // features: [] makes pdfkit shape the whole piece at once (its word cache breaks right-to-left runs).
      doc.font(piece.face.key).fontSize(size);
      doc.text(piece.text, x + piece.x, y + size * ASCENT, {
        lineBreak: false,
        baseline: 'alphabetic',
        features: [],
      });
      if (own) endSpan();
    });
    if (whole) endSpan();
  };

  for (const { block, paragraphs, markerFaces } of laid) {
    const { size } = block.style;
    const lineHeight = size * LINE_HEIGHT;
    const indent = markerFaces ? INDENT : 0;
    if (y > MARGIN) y += block.style.spaceBefore ?? 0;
    paragraphs.forEach(({ text, faces: textFaces }, index) => {
      const paragraph = layoutParagraph(text, textFaces, right - left - indent, measureAt(size));
      if (paragraph.lines.length === 0) y += lineHeight / 2;
      paragraph.lines.forEach((line, row) => {
        const needed = lineHeight * (block.style.keepWithNext ? 2 : 1);
        if (y + needed > bottom && y > MARGIN) {
          doc.addPage();
          y = MARGIN;
        }
        draw(line, paragraph.rtl ? right - indent - line.width : left + indent, size);
        if (markerFaces && index === 0 && row === 0) {
          const [number] = layoutParagraph(
            block.marker!,
            markerFaces,
            INDENT,
            measureAt(size),
            paragraph.rtl ? 'rtl' : 'ltr',
          ).lines;
          if (number) draw(number, paragraph.rtl ? right - number.width : left, size);
        }
        y += lineHeight;
      });
    });
    y += block.style.spaceAfter ?? 0;
  }
  doc.end();
  return done;
}
