/** Loaded on demand (it pulls in docx): the analysis as a Word document, built in the browser. */
import { HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { NUMBERED, wordDocument } from '@lambdas/shared/documents/word';
import type { PresenceReport, ReportSection } from './report';

const BULLETED = { level: 0 } as const;

function sectionParagraphs(section: ReportSection): Paragraph[] {
  const paragraphs = [new Paragraph({ text: section.heading, heading: HeadingLevel.HEADING_1 })];
  for (const line of section.lines ?? []) paragraphs.push(new Paragraph({ text: line }));
  for (const bullet of section.bullets ?? [])
    paragraphs.push(new Paragraph({ text: bullet, bullet: BULLETED }));
  for (const item of section.numbered ?? []) {
    paragraphs.push(
      new Paragraph({
        children: [new TextRun({ text: item.text, bold: true })],
        numbering: { reference: NUMBERED, level: 0 },
        spacing: { before: 200 },
      }),
    );
    for (const detail of item.details) {
      const [label, ...rest] = detail.split(': ');
      paragraphs.push(
        new Paragraph({
          children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(rest.join(': '))],
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
    new Paragraph({ text: report.title, heading: HeadingLevel.TITLE }),
    ...report.meta.map((line) => new Paragraph({ children: [new TextRun({ text: line, italics: true })] })),
    ...report.sections.flatMap(sectionParagraphs),
    new Paragraph({
      children: [new TextRun({ text: report.footer, italics: true })],
      spacing: { before: 400 },
    }),
  ];
  return Packer.toBlob(wordDocument(report.title, children));
}
