/**
 * The roast PDF for brands written in Japanese, Arabic, Hindi and Hebrew, built as the browser builds it (the
 * font files read from node_modules instead of fetched) and read back from its bytes: the fonts it embeds, the
 * glyph ids it draws, PDF.js's text with positions, and the ActualText spans poppler's pdftotext reads.
 */
import { roastPdfBytes } from '@/features/brand-roast/documents/roast-pdf-document';
import type { RoastSections } from '@/features/brand-roast/documents/roast-sections';
import {
  actualTexts,
  diskFont,
  drawnGlyphIds,
  embeddedFonts,
  textItems,
  type TextItem,
} from '../../support/pdf-inspect';

const roastOf = (brand: string, roast: string): RoastSections => ({
  title: `Brand Roast & Rebuild: ${brand}`,
  demoLines: [],
  roast,
  taglines: [`${brand} before dawn.`, 'Sold out by ten.'],
  pitch: `${brand} bakes small batches for people who would rather wait than settle.`,
  voice: 'warm, wry',
});

// Fonts parsed and PDF.js run in a child process: seconds on a busy machine, a limit not an assertion.
jest.setTimeout(60_000);

const BRANDS = [
  { script: 'Japanese', brand: '桜ラーメン', font: /^NotoSansJP-/ },
  { script: 'Arabic', brand: 'روز سيتي للتخمير', font: /^IBMPlexSansArabic-/ },
  { script: 'Hindi', brand: 'दिल्ली चाय घर', font: /^NotoSansDevanagari-/ },
  { script: 'Hebrew', brand: 'שמש בייגל', font: /^NotoSansHebrew-/ },
];

const pdfFor = (brand: string) =>
  roastPdfBytes(roastOf(brand, `Honestly, ${brand} sounds like a committee named it.`), diskFont);

/** PDF.js's non-blank items on the line of the first item containing `text`. */
const lineOf = (items: TextItem[], text: string) => {
  const anchor = items.find((item) => item.str.includes(text))!;
  return items.filter(
    (item) => item.page === anchor.page && Math.abs(item.y - anchor.y) < 1 && item.str.trim(),
  );
};

describe('the roast PDF in other scripts', () => {
  it.each(BRANDS)('embeds a font for a $script brand and draws no missing glyph', async ({ brand, font }) => {
    const pdf = await pdfFor(brand);

    expect(embeddedFonts(pdf).filter((name) => font.test(name))).not.toEqual([]);
    const drawn = drawnGlyphIds(pdf);
    expect(drawn.length).toBeGreaterThan(150);
    // Glyph 0 is .notdef, the missing-glyph box: what Roboto drew for every one of these letters.
    expect(drawn).not.toContain(0);
  });

  it('gives the Japanese name back to PDF.js as written', async () => {
    const text = (await textItems(await pdfFor('桜ラーメン'))).map((item) => item.str).join('');

    expect(text).toContain('Brand Roast & Rebuild: 桜ラーメン');
    expect(text).toContain('Honestly, 桜ラーメン sounds like');
  });

  it.each(BRANDS.filter(({ script }) => script === 'Arabic' || script === 'Hebrew'))(
    'lays a $script name right to left after the English title, each word as written',
    async ({ brand }) => {
      const title = lineOf(await textItems(await pdfFor(brand)), 'Rebuild:');
      const label = title.find((item) => item.str.includes('Rebuild:'))!;
      const words = brand.split(' ').map((word) => title.find((item) => item.str.trim() === word));

      expect(words.every(Boolean)).toBe(true);
      const xs = words.map((item) => item!.x);
      expect(xs).toEqual([...xs].sort((a, b) => b - a));
      expect(Math.min(...xs)).toBeGreaterThan(label.x + label.width - 1);
    },
  );

  it('gives the Hindi name back in its spoken order, where a vowel sign is drawn before its letter', async () => {
    const spans = actualTexts(await pdfFor('दिल्ली चाय घर'));

    expect(spans).toContain('Brand Roast & Rebuild: दिल्ली चाय घर');
    expect(spans).toContain('Honestly, दिल्ली चाय घर sounds like a committee named it.');
  });

  it('loads only the font files a document needs', async () => {
    const loaded = async (brand: string) => {
      const files: string[] = [];
      await roastPdfBytes(roastOf(brand, 'Plain words.'), (file) => (files.push(file), diskFont(file)));
      return files;
    };

    const english = await loaded('Rise Bakery');
    expect(english.every((file) => file.startsWith('@fontsource/noto-sans/files/noto-sans-latin-'))).toBe(
      true,
    );
    const japanese = await loaded('桜ラーメン');
    const slices = japanese.filter((file) => file.startsWith('@fontsource/noto-sans-jp/'));
    expect(slices.length).toBeGreaterThan(0);
    expect(slices.length).toBeLessThanOrEqual(8);
    expect(japanese.filter((file) => /arabic|hebrew|devanagari|-kr|-sc/.test(file))).toEqual([]);
  });
});
