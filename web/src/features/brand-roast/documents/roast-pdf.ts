/** Loaded on demand (it pulls in pdfmake and its fonts): the roast as a PDF, laid out by pdfmake. */
import pdfMake from 'pdfmake/build/pdfmake';
import vfs from 'pdfmake/build/vfs_fonts';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { withoutEmoji } from './pdf-text';
import type { RoastSections } from './roast-sections';

pdfMake.addVirtualFileSystem(vfs);

/** Title, demo line, ROAST, then REBUILD, emoji left out (the font has none); pdfmake wraps lines and breaks pages. */
export function roastPdfBlob(roast: RoastSections): Promise<Blob> {
  const sections: RoastSections = {
    ...roast,
    title: withoutEmoji(roast.title),
    roast: withoutEmoji(roast.roast),
    taglines: roast.taglines.map(withoutEmoji),
    pitch: withoutEmoji(roast.pitch),
    voice: withoutEmoji(roast.voice),
  };
  const content: Content[] = [
    { text: sections.title, style: 'title' },
    ...sections.demoLines.map((line) => ({ text: line, italics: true, margin: [0, 0, 0, 8] }) as Content),
    { text: 'ROAST', style: 'section' },
    { text: sections.roast },
    { text: 'REBUILD', style: 'section' },
    { text: 'New Taglines', style: 'subsection' },
    { ol: sections.taglines },
    { text: 'Elevator Pitch', style: 'subsection' },
    { text: sections.pitch },
    { text: 'Suggested Voice', style: 'subsection' },
    { text: sections.voice },
  ];
  const document: TDocumentDefinitions = {
    info: { title: sections.title, creator: 'Content Co-Pilot' },
    pageMargins: [56, 56, 56, 56],
    content,
    defaultStyle: { fontSize: 11, lineHeight: 1.3 },
    styles: {
      title: { fontSize: 20, bold: true, margin: [0, 0, 0, 12] },
      section: { fontSize: 15, bold: true, margin: [0, 16, 0, 6] },
      subsection: { fontSize: 12, bold: true, margin: [0, 10, 0, 4] },
    },
  };
  return pdfMake.createPdf(document).getBlob();
}
