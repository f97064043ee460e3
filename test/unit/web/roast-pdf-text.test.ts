import { withoutEmoji } from '@/features/brand-roast/documents/pdf-text';

describe('withoutEmoji (the roast PDF’s text)', () => {
  it.each([
    ['Your tagline 🔥, really?', 'Your tagline, really?'],
    ['"Quality" 🏠! Every bakery says it 🙄.', '"Quality"! Every bakery says it.'],
    ['Stars ⭐⭐⭐ and a heart ❤️ will not save it', 'Stars and a heart will not save it'],
    ['a family 👩‍👩‍👧 trip, a flag 🇺🇸 and a thumb 👍🏽', 'a family trip, a flag and a thumb'],
    ['step 1️⃣ first', 'step first'],
    ['🔥Hot bread', 'Hot bread'],
    ['warm 😊\nwry 😏\nplain', 'warm\nwry\nplain'],
    ['Rise™ © 2026 ® ‼ ©️', 'Rise™ © 2026 ® ©'],
    ['a smile ☺ and a text-style heart ❤︎ too', 'a smile and a text-style heart too'],
  ])('turns %j into %j', (text, pdf) => {
    expect(withoutEmoji(text)).toBe(pdf);
  });

  it('leaves text without emoji as it was, accents, dashes and quotes included', () => {
    const text = 'Phở & bánh mì — “fresh” at 6 a.m.; 20% off, (really).\nNext line.';
    expect(withoutEmoji(text)).toBe(text);
  });
});
