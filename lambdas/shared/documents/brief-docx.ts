/** Pure and browser-safe: builds the Word document of a brief; the caller packs it (Buffer in Lambda, Blob in the browser). */
import { HeadingLevel, Paragraph, TextRun, type Document } from 'docx';
import { splitBrief } from './brief-sections';
import { NUMBERED, wordDocument } from './word';

/** Text with **bold** spans as runs. */
function runs(text: string): TextRun[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('**') ? new TextRun({ text: part.slice(2, -2), bold: true }) : new TextRun(part),
    );
}

function paragraphOf(line: string): Paragraph | undefined {
  const indent = line.match(/^\s*/)![0].length >= 2 ? 1 : 0;
  const text = line.trim();
  if (!text) return undefined;
  const bullet = /^[-*•]\s+(.*)$/.exec(text);
  if (bullet) return new Paragraph({ children: runs(bullet[1]!), bullet: { level: indent } });
  const numbered = /^\d+[.)]\s+(.*)$/.exec(text);
  if (numbered)
    return new Paragraph({ children: runs(numbered[1]!), numbering: { reference: NUMBERED, level: 0 } });
  return new Paragraph({ children: runs(text), spacing: { after: 120 } });
}

const note = (text: string) => new Paragraph({ children: [new TextRun({ text, italics: true })] });

/**
 * The brief as a Word document: a title, the date and any `notes` (e.g. the demo line) in italics,
 * one heading per section, lists kept as lists.
 */
export function buildBriefDocument(brief: string, topic: string, notes: readonly string[] = []): Document {
  const children: Paragraph[] = [
    new Paragraph({ text: `Content Brief: ${topic}`, heading: HeadingLevel.TITLE }),
    note(`Generated ${new Date().toISOString().slice(0, 10)}`),
    ...notes.map(note),
  ];
  for (const section of splitBrief(brief)) {
    children.push(
      new Paragraph({ text: section.title, heading: HeadingLevel.HEADING_1, spacing: { before: 240 } }),
    );
    for (const line of section.body.split('\n')) {
      const paragraph = paragraphOf(line);
      if (paragraph) children.push(paragraph);
    }
  }
  return wordDocument(`Content Brief: ${topic}`, children);
}
