import { briefFileName } from '@lambdas/content-brief/documents/file-name';
import { fileNamePart } from '@lambdas/shared/documents/file-name';
import { roastFileName } from '@/features/brand-roast/export';
import { ideasFileName } from '@/features/youtube-analysis/export';

describe('the subject part of a download file name', () => {
  it.each([
    ['Luz de Alfama', 'luz-de-alfama'],
    ['Café Crème!', 'cafe-creme'],
    ['Pâtisserie Noël', 'patisserie-noel'],
    ['Crumb & Co', 'crumb-and-co'],
  ])('is the name itself for %j: %s, with no tag', (name, part) => {
    expect(fileNamePart(name, 'brand')).toBe(part);
  });

  it.each([
    ['Кофейня Москва', /^kofeynya-moskva-[0-9a-z]{7}$/],
    ['Łódź Bikes', /^lodz-bikes-[0-9a-z]{7}$/],
    ['مطعم لوز', /^mtem-lwz-[0-9a-z]{7}$/],
    ['Rise Bakery 東京', /^rise-bakery-[0-9a-z]{7}$/],
    ['東京ラーメン', /^brand-[0-9a-z]{7}$/],
    ['हिंदी ब्रांड', /^brand-[0-9a-z]{7}$/],
    ['שלום', /^brand-[0-9a-z]{7}$/],
  ])('is transliterated to ASCII, or the default, and tagged for %j', (name, part) => {
    expect(fileNamePart(name, 'brand')).toMatch(part);
  });

  it('is the default alone when the name has no letter or digit', () => {
    expect(fileNamePart('!!!', 'keyword')).toBe('keyword');
    expect(fileNamePart('', 'keyword')).toBe('keyword');
  });

  it('is cut at a dash within its length, and tagged as it lost words', () => {
    const part = fileNamePart(`${'a'.repeat(30)} ${'b'.repeat(40)}`, 'brand', 60);
    expect(part).toMatch(new RegExp(`^${'a'.repeat(30)}-[0-9a-z]{7}$`));
  });

  it('never gives two different brands the same name', async () => {
    const brands = [
      '東京ラーメン',
      '大阪ラーメン',
      'مطعم لوز',
      'مطعم ليمون',
      'मुंबई चाय',
      'दिल्ली चाय',
      'Кофейня',
      'Kofeynya',
      'Rise Bakery',
      'Rise Bakery 東京',
      'Rise Bakery 大阪',
      `${'long '.repeat(15)}one`,
      `${'long '.repeat(15)}two`,
    ];
    const names = await Promise.all(brands.map((brand) => roastFileName(brand, 'pdf')));
    expect(new Set(names).size).toBe(brands.length);
  });

  it('is the same for one brand written two ways', async () => {
    expect(await roastFileName('Café Crème', 'pdf')).toBe(await roastFileName('cafe creme!', 'pdf'));
  });
});

describe("each tool's file name", () => {
  it('carries the brand, topic or keyword', async () => {
    await expect(roastFileName('Luz de Alfama', 'pdf')).resolves.toBe('brand-roast-luz-de-alfama.pdf');
    await expect(roastFileName('東京ラーメン', 'docx')).resolves.toMatch(
      /^brand-roast-brand-[0-9a-z]{7}\.docx$/,
    );
    expect(briefFileName('Pão de Queijo')).toBe('content-brief-pao-de-queijo.docx');
    expect(briefFileName('???')).toBe('content-brief-untitled.docx');
    await expect(ideasFileName('مطعم لوز', '2026-05-01')).resolves.toMatch(
      /^youtube-content-ideas-mtem-lwz-[0-9a-z]{7}-2026-05-01\.docx$/,
    );
  });
});
