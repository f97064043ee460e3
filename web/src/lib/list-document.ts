/** Loaded on demand (it pulls in docx): the Word document of a generated list, built in the browser. */
import { HeadingLevel, Packer, type Paragraph } from 'docx';
import { NUMBERED, paragraph, wordDocument } from '@lambdas/shared/documents/word';

export interface ListDocument {
  title: string;
  /** Lines under the title: what the list was generated for, and when. */
  meta: string[];
  /** Numbered items; details are indented lines under an item. */
  items: { text: string; details?: string[] }[];
}

/** The list as a .docx Blob: a title, italic meta lines, then a numbered list with indented details. */
export async function listDocumentBlob(list: ListDocument): Promise<Blob> {
  const children: Paragraph[] = [
    paragraph(list.title, { heading: HeadingLevel.TITLE }),
    ...list.meta.map((line) => paragraph([{ text: line, italics: true }])),
  ];
  for (const item of list.items) {
    children.push(
      paragraph([{ text: item.text, bold: Boolean(item.details?.length) }], {
        numbering: { reference: NUMBERED, level: 0 },
        spacing: { before: 200 },
      }),
    );
    for (const detail of item.details ?? []) {
      children.push(paragraph(detail, { indent: { left: 720 }, spacing: { after: 60 } }));
    }
  }
  const document = wordDocument(list.title, children);
  return Packer.toBlob(document);
}
