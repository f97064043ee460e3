/** Pure and browser-safe: a Word document of titled sections (briefs, critiques); the caller packs it. */
import { HeadingLevel, type Document, type Paragraph } from 'docx';
import { NUMBERED, paragraph, wordDocument, type Run } from './word';

/** One titled section; its body is plain text with "- " bullets, "1. " numbers and **bold** spans. */
export interface DocumentSection {
  title: string;
  body: string;
}

/** Text with **bold** spans as runs. */
function runs(text: string): Run[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) => (part.startsWith('**') ? { text: part.slice(2, -2), bold: true } : part));
}

function paragraphOf(line: string): Paragraph | undefined {
  const indent = line.match(/^\s*/)![0].length >= 2 ? 1 : 0;
  const text = line.trim();
  if (!text) return undefined;
  // `s`: the rest may hold any character, so `(.*)$` ends the match at once (linear; see the ReDoS check).
  const bullet = /^[-*•]\s+(.*)$/s.exec(text);
  if (bullet) return paragraph(runs(bullet[1]!), { bullet: { level: indent } });
  const numbered = /^\d+[.)]\s+(.*)$/s.exec(text);
  if (numbered) return paragraph(runs(numbered[1]!), { numbering: { reference: NUMBERED, level: 0 } });
  return paragraph(runs(text), { spacing: { after: 120 } });
}

/** A title, italic notes under it (e.g. that a demo wrote it), the date, then one heading per section. */
export function sectionedDocument(
  title: string,
  sections: readonly DocumentSection[],
  notes: readonly string[] = [],
): Document {
  const italic = (text: string) => paragraph([{ text, italics: true }]);
  const children: Paragraph[] = [
    paragraph(title, { heading: HeadingLevel.TITLE }),
    ...notes.map(italic),
    italic(`Generated ${new Date().toISOString().slice(0, 10)}`),
  ];
  for (const section of sections) {
    children.push(paragraph(section.title, { heading: HeadingLevel.HEADING_1, spacing: { before: 240 } }));
    for (const line of section.body.split('\n')) {
      const paragraph = paragraphOf(line);
      if (paragraph) children.push(paragraph);
    }
  }
  return wordDocument(title, children);
}
