import { Packer, Paragraph, TextRun } from 'docx';
import { buildBriefDocument } from '@lambdas/content-brief/documents/brief-docx';
import { xmlSafe } from '@lambdas/shared/documents/text';
import { wordDocument } from '@lambdas/shared/documents/word';
import { BAD, dirty, expectReadable } from '../../support/docx-xml';

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

  it('are stripped from any paragraph a builder passes', async () => {
    const direct = wordDocument(dirty('Any title'), [
      new Paragraph({ children: [new TextRun({ text: dirty('Run text') })] }),
      new Paragraph({ text: dirty('Paragraph text') }),
    ]);
    await expectReadable(await Packer.toBuffer(direct), ['Run  text', 'Paragraph  text']);
  });
});
