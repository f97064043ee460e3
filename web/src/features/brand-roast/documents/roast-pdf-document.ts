import { writePdf, type Block, type BlockStyle } from '@/lib/pdf/pdf-writer';
import { withoutEmoji } from './pdf-text';
import type { RoastSections } from './roast-sections';

const TITLE: BlockStyle = { size: 20, bold: true, spaceAfter: 12 };
const DEMO: BlockStyle = { size: 11, italic: true, spaceAfter: 8 };
const SECTION: BlockStyle = { size: 15, bold: true, spaceBefore: 16, spaceAfter: 6, keepWithNext: true };
const SUBSECTION: BlockStyle = { size: 12, bold: true, spaceBefore: 10, spaceAfter: 4, keepWithNext: true };
const BODY: BlockStyle = { size: 11 };

/** Title, demo lines, ROAST, then REBUILD with numbered taglines, the pitch and the voice; emoji left out. */
export function roastPdfBlocks(roast: RoastSections): Block[] {
  const text = (value: string, style: BlockStyle): Block => ({ text: withoutEmoji(value), style });
  return [
    text(roast.title, TITLE),
    ...roast.demoLines.map((line) => text(line, DEMO)),
    text('ROAST', SECTION),
    text(roast.roast, BODY),
    text('REBUILD', SECTION),
    text('New Taglines', SUBSECTION),
    ...roast.taglines.map((line, index) => ({ ...text(line, BODY), marker: `${index + 1}.` })),
    text('Elevator Pitch', SUBSECTION),
    text(roast.pitch, BODY),
    text('Suggested Voice', SUBSECTION),
    text(roast.voice, BODY),
  ];
}

/** The roast as PDF bytes; `loadFont` brings a face's file (fetched in the browser, read from disk in tests). */
export const roastPdfBytes = (roast: RoastSections, loadFont: (file: string) => Promise<Uint8Array>) =>
  writePdf(roastPdfBlocks(roast), {
    title: withoutEmoji(roast.title),
    creator: 'Content Co-Pilot',
    loadFont,
  });
