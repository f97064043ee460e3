/** Loaded on demand (it pulls in docx): the roast as a Word document, built in the browser. */
import { HeadingLevel, Packer } from 'docx';
import { NUMBERED, paragraph, wordDocument } from '@lambdas/shared/documents/word';
import type { RoastSections } from './roast-sections';

const heading = (text: string, level: (typeof HeadingLevel)[keyof typeof HeadingLevel]) =>
  paragraph(text, { heading: level, spacing: { before: 240, after: 120 } });

/** Title, demo line, ROAST, then REBUILD with numbered taglines, the pitch and the voice. */
export function roastDocxBlob(sections: RoastSections): Promise<Blob> {
  const children = [
    paragraph(sections.title, { heading: HeadingLevel.TITLE }),
    ...sections.demoLines.map((text) => paragraph([{ text, italics: true }])),
    heading('ROAST', HeadingLevel.HEADING_1),
    paragraph(sections.roast),
    heading('REBUILD', HeadingLevel.HEADING_1),
    heading('New Taglines', HeadingLevel.HEADING_2),
    ...sections.taglines.map((text) => paragraph(text, { numbering: { reference: NUMBERED, level: 0 } })),
    heading('Elevator Pitch', HeadingLevel.HEADING_2),
    paragraph(sections.pitch),
    heading('Suggested Voice', HeadingLevel.HEADING_2),
    paragraph(sections.voice),
  ];
  return Packer.toBlob(wordDocument(sections.title, children));
}
