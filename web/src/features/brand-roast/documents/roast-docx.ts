/** Loaded on demand (it pulls in docx): the roast as a Word document, built in the browser. */
import { HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { NUMBERED, wordDocument } from '@lambdas/shared/documents/word';
import type { RoastSections } from './roast-sections';

const heading = (text: string, level: (typeof HeadingLevel)[keyof typeof HeadingLevel]) =>
  new Paragraph({ text, heading: level, spacing: { before: 240, after: 120 } });

/** Title, demo line, ROAST, then REBUILD with numbered taglines, the pitch and the voice. */
export function roastDocxBlob(sections: RoastSections): Promise<Blob> {
  const children = [
    new Paragraph({ text: sections.title, heading: HeadingLevel.TITLE }),
    ...sections.demoLines.map((text) => new Paragraph({ children: [new TextRun({ text, italics: true })] })),
    heading('ROAST', HeadingLevel.HEADING_1),
    new Paragraph({ text: sections.roast }),
    heading('REBUILD', HeadingLevel.HEADING_1),
    heading('New Taglines', HeadingLevel.HEADING_2),
    ...sections.taglines.map((text) => new Paragraph({ text, numbering: { reference: NUMBERED, level: 0 } })),
    heading('Elevator Pitch', HeadingLevel.HEADING_2),
    new Paragraph({ text: sections.pitch }),
    heading('Suggested Voice', HeadingLevel.HEADING_2),
    new Paragraph({ text: sections.voice }),
  ];
  return Packer.toBlob(wordDocument(sections.title, children));
}
