import { Packer } from 'docx';
import { textDirection } from '@lambdas/shared/documents/direction';
import { sectionedDocument } from '@lambdas/shared/documents/sectioned-docx';
import { paragraph, wordDocument } from '@lambdas/shared/documents/word';
import { docxParts } from '../../support/docx-xml';

const ARABIC = 'مطعم لوز دي ألفاما يقدم أطباق لشبونة';
const HEBREW = 'מאפייה שכונתית בתל אביב';
const PERSIAN = 'کافه‌ای کوچک در تهران';
const URDU = 'لاہور کی ایک چھوٹی بیکری';

describe('textDirection', () => {
  it.each([
    [ARABIC, 'rtl'],
    [HEBREW, 'rtl'],
    [PERSIAN, 'rtl'],
    [URDU, 'rtl'],
    [`2026: ${ARABIC} (Luz de Alfama)`, 'rtl'],
    [`Luz de Alfama: ${ARABIC}`, 'ltr'],
    ['東京ラーメン', 'ltr'],
    ['हिंदी ब्रांड', 'ltr'],
    ['\u200F2026', 'rtl'],
  ])('%s is %s, from its first letter', (text, direction) => {
    expect(textDirection(text)).toBe(direction);
  });

  it('is undefined for text with no letter, which takes the direction around it', () => {
    expect(textDirection('2026 — 42%')).toBeUndefined();
    expect(textDirection('')).toBeUndefined();
  });
});

/** Each `w:p` of the document body with its text, read back from the packed .docx. */
async function paragraphsOf(buffer: Buffer) {
  const xml = (await docxParts(buffer)).get('word/document.xml')!;
  return [...xml.matchAll(/<w:p>.*?<\/w:p>|<w:p [^>]*>.*?<\/w:p>/gs)].map(([p]) => ({
    text: [...p.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(''),
    bidi: /<w:bidi\/>/.test(p),
    rtlRuns: (p.match(/<w:rtl\/>/g) ?? []).length,
    runs: (p.match(/<w:r>/g) ?? []).length,
  }));
}

describe('right-to-left paragraphs in a .docx', () => {
  it('marks the Arabic paragraph w:bidi and its runs w:rtl, and leaves the English one alone', async () => {
    const document = wordDocument('Mixed', [
      paragraph([ARABIC, { text: ' مميز', bold: true }]),
      paragraph('A bakery in Lisbon, open since 1998.'),
    ]);
    const [arabic, english] = await paragraphsOf(await Packer.toBuffer(document));
    expect(arabic).toEqual({ text: `${ARABIC} مميز`, bidi: true, rtlRuns: 2, runs: 2 });
    expect(english).toEqual({
      text: 'A bakery in Lisbon, open since 1998.',
      bidi: false,
      rtlRuns: 0,
      runs: 1,
    });
  });

  it('keeps an English run inside an Arabic paragraph left to right', async () => {
    const document = wordDocument('Mixed', [paragraph([`${ARABIC} `, 'Luz de Alfama', ' ٢٠٢٦'])]);
    const [mixed] = await paragraphsOf(await Packer.toBuffer(document));
    expect(mixed).toMatchObject({ bidi: true, runs: 3, rtlRuns: 2 });
  });

  it('follows each line of a sectioned document (briefs, critiques, grades): headings, bullets and bold', async () => {
    const document = sectionedDocument('Content Brief: مطعم', [
      { title: 'الجمهور المستهدف', body: `- ${HEBREW}\n**${PERSIAN}** ${URDU}\n- Keep it short` },
    ]);
    const paragraphs = await paragraphsOf(await Packer.toBuffer(document));
    const marked = paragraphs.filter((p) => p.bidi).map((p) => p.text);
    expect(marked).toEqual(['الجمهور المستهدف', HEBREW, `${PERSIAN} ${URDU}`]);
    for (const p of paragraphs) expect(p.rtlRuns).toBe(p.bidi ? p.runs : 0);
  });
});
