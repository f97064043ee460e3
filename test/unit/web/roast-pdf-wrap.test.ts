/**
 * Line breaking in the roast PDF: a long Arabic roast wraps into right-aligned lines that read right to left, top
 * to bottom, every word whole; and our greedy fill breaks an English paragraph into as many lines as pdfkit's
 * own line wrapper does (the part of the layout we wrote, compared with the library's).
 */
import PDFDocument from 'pdfkit';
import { roastPdfBytes } from '@/features/brand-roast/documents/roast-pdf-document';
import { roastSamples } from '@lambdas/brand-roast/demo-samples';
import { textAt } from '@lambdas/shared/generator/demo-levels';
import type { Face } from '@/lib/pdf/font-faces';
import { layoutParagraph } from '@/lib/pdf/paragraph-lines';
import { diskFont, textItems } from '../../support/pdf-inspect';

const ARABIC =
  'هذه العلامة التجارية تحاول أن تكون كل شيء للجميع، فتنتهي بلا طعم ولا لون. الشعار يعد بالجودة لكنه لا يقول ' +
  'شيئا عن الخبز نفسه، ولا عن الحي، ولا عن الصباح الباكر الذي يصنع الفرق. منذ عام 2019 وهي تكرر الجملة ' +
  'نفسها (الجودة أولا) كأن الزبائن لم يسمعوها من كل مخبز آخر في المدينة.';

/** Letters and digits only: brackets and full stops are drawn apart from the words they follow. */
const word = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '');
// Fonts parsed and PDF.js run in a child process: seconds on a busy machine, a limit not an assertion.
jest.setTimeout(60_000);

describe('wrapping in the roast PDF', () => {
  it('wraps an Arabic roast into right-aligned lines read right to left, top to bottom, words whole', async () => {
    const pdf = await roastPdfBytes(
      {
        title: 'Brand Roast & Rebuild: روز سيتي',
        demoLines: [],
        roast: ARABIC,
        taglines: [],
        pitch: '',
        voice: '',
      },
      diskFont,
    );
    const items = await textItems(pdf);
    const [top, bottom] = ['ROAST', 'REBUILD'].map(
      (heading) => items.find((item) => item.str === heading)!.y,
    );
    const body = items.filter((item) => item.y < top! && item.y > bottom! && word(item.str));
    const rows = [...new Set(body.map((item) => Math.round(item.y)))].sort((a, b) => b - a);
    const lines = rows.map((row) =>
      body.filter((item) => Math.round(item.y) === row).sort((a, b) => b.x - a.x),
    );

    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.flat().map((item) => word(item.str))).toEqual(ARABIC.split(' ').map(word).filter(Boolean));
    // Each line ends at the right margin (A4 is 595.28 points wide, the margins 56).
    for (const line of lines)
      expect(Math.max(...line.map((item) => item.x + item.width))).toBeCloseTo(539.28, 0);
  });

  it.each([180, 300, 483])(
    'breaks English roasts into as many lines as pdfkit at %i points',
    async (width) => {
      const bytes = await diskFont('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff');
      const doc = new PDFDocument({ font: '' });
      doc.registerFont('body', bytes);
      doc.font('body').fontSize(11);
      const face: Face = { key: 'body', file: '' };
      const measure = (_: Face, text: string) => doc.widthOfString(text, { features: [] });
      for (const { roast, pitch } of Object.values(roastSamples)) {
        for (const paragraph of [roast, pitch].map((text) => textAt(text, 2).split('\n').join(' '))) {
          const ours = layoutParagraph(paragraph, Array(paragraph.length).fill(face), width, measure).lines
            .length;
          // pdfkit counts each word's trailing space against the width (we, like CSS and pdfmake, do not): given
          // one space more, and a space after the last word too, its line breaker decides as ours.
          const room = width + doc.widthOfString(' ');
          const theirs = Math.round(
            doc.heightOfString(`${paragraph} `, { width: room }) / doc.currentLineHeight(true),
          );
          expect(ours).toBe(theirs);
        }
      }
    },
  );
});
