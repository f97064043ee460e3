import { Packer, Paragraph, TextRun } from 'docx';
import { buildBriefDocument } from '@lambdas/shared/documents/brief-docx';
import { xmlSafe } from '@lambdas/shared/documents/text';
import { wordDocument } from '@lambdas/shared/documents/word';
import { listDocumentBlob } from '@/lib/list-document';
import { docxParts, forbiddenIn, wordText } from '../../support/docx-xml';

/** Characters XML 1.0 forbids, as visitors and models manage to send them. */
const BAD = '\uFFFE\uFFFF\u0000\u0001\u0008\u000B\u000C\u001F\uDFFF\uD800';
const dirty = (text: string) => `${BAD.slice(0, 3)}${text.replace(' ', ` ${BAD} `)}\uFFFF`;

async function expectReadable(data: Buffer | Blob, expectedTexts: string[]) {
  const parts = await docxParts(data);
  expect(parts.has('word/document.xml')).toBe(true);
  for (const [path, xml] of parts)
    expect({ path, forbidden: forbiddenIn(xml) }).toEqual({ path, forbidden: [] });
  const text = wordText(parts.get('word/document.xml')!);
  for (const expected of expectedTexts) expect(text).toContain(expected);
}

describe('characters XML forbids in a Word document', () => {
  it('are what xmlSafe removes, and nothing else', () => {
    expect(xmlSafe(`a${BAD}b\tc\nd\r😀 é \uFFFD`)).toBe('ab\tc\nd\r😀 é \uFFFD');
  });

  it('are stripped from a brief document: title, headings, bullets, numbered and bold text', async () => {
    const brief = [
      `## ${dirty('SEO Snapshot')}`,
      `- ${dirty('Focus keyword: sourdough')}`,
      `## Outline`,
      `1. ${dirty('Why starters fail')}`,
      `**${dirty('Bold point')}** and ${dirty('plain text')}`,
    ].join('\n');
    const buffer = await Packer.toBuffer(buildBriefDocument(brief, dirty('Sourdough basics')));
    await expectReadable(buffer, [
      'Content Brief: Sourdough  basics',
      'SEO  Snapshot',
      'Focus  keyword: sourdough',
      'Why  starters fail',
      'Bold  point',
    ]);
  });

  it('are stripped from a list document, and from any paragraph a builder passes', async () => {
    const blob = await listDocumentBlob({
      title: dirty('Headlines for bakeries'),
      meta: [dirty('Generated today')],
      items: [{ text: dirty('First headline'), details: [dirty('Why it works')] }],
    });
    await expectReadable(blob, [
      'Headlines  for bakeries',
      'Generated  today',
      'First  headline',
      'Why  it works',
    ]);
    const direct = wordDocument(dirty('Any title'), [
      new Paragraph({ children: [new TextRun({ text: dirty('Run text') })] }),
      new Paragraph({ text: dirty('Paragraph text') }),
    ]);
    await expectReadable(await Packer.toBuffer(direct), ['Run  text', 'Paragraph  text']);
  });
});
