/** Pure and browser-safe: the Word document setup every generated .docx shares. */
import { AlignmentType, Document, LevelFormat, type Paragraph } from 'docx';

/** Numbering reference for decimal lists ("1.", "2.", …) in documents made by `wordDocument`. */
export const NUMBERED = 'numbered';

/** A one-section document with the site as creator and a decimal list style under `NUMBERED`. */
export function wordDocument(title: string, children: Paragraph[]): Document {
  return new Document({
    creator: 'Content Co-Pilot',
    title,
    numbering: {
      config: [
        {
          reference: NUMBERED,
          levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START }],
        },
      ],
    },
    sections: [{ children }],
  });
}
