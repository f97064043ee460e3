/** Loaded on demand (it pulls in docx): the analysis as a Word document, built in the browser. */
import { HeadingLevel, Packer, type Paragraph } from 'docx';
import { NUMBERED, paragraph, wordDocument } from '@lambdas/shared/documents/word';
import type { PresenceReport, ReportSection } from './report';

const BULLETED = { level: 0 } as const;

function sectionParagraphs(section: ReportSection): Paragraph[] {
  const paragraphs = [paragraph(section.heading, { heading: HeadingLevel.HEADING_1 })];
  for (const line of section.lines ?? []) paragraphs.push(paragraph(line));
  for (const bullet of section.bullets ?? []) paragraphs.push(paragraph(bullet, { bullet: BULLETED }));
  for (const item of section.numbered ?? []) {
    paragraphs.push(
      paragraph([{ text: item.text, bold: true }], {
        numbering: { reference: NUMBERED, level: 0 },
        spacing: { before: 200 },
      }),
    );
    for (const detail of item.details) {
      const [label, ...rest] = detail.split(': ');
      paragraphs.push(
        paragraph([{ text: `${label}: `, bold: true }, rest.join(': ')], {
          indent: { left: 720 },
          spacing: { after: 60 },
        }),
      );
    }
  }
  return paragraphs;
}

/** The report as a .docx Blob: title, italic meta lines, one heading per section, a closing line. */
export async function presenceDocumentBlob(report: PresenceReport): Promise<Blob> {
  const children = [
    paragraph(report.title, { heading: HeadingLevel.TITLE }),
    ...report.meta.map((line) => paragraph([{ text: line, italics: true }])),
    ...report.sections.flatMap(sectionParagraphs),
    paragraph([{ text: report.footer, italics: true }], { spacing: { before: 400 } }),
  ];
  return Packer.toBlob(wordDocument(report.title, children));
}
