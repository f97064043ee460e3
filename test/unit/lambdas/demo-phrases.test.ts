import { cutAtWord } from '@lambdas/shared/documents/text';
import { gerund, phraseOf } from '@lambdas/shared/generator/demo-phrases';
import { isPlural, shorten, shortNoun } from '@lambdas/shared/generator/demo-shorten';
import { midSentence, tidy, titleCase, unshout } from '@lambdas/shared/generator/demo-text';

describe('cutting text at a word boundary', () => {
  it.each([
    ['Learn how bakery owners can fill more weekend orders', 30, '…', 'Learn how bakery owners can…'],
    ['Fresh bread for busy families in Portland', 26, '', 'Fresh bread for busy'],
    ['Owners of bakeries and cafés', 21, '', 'Owners of bakeries'],
    ['🥐🥐🥐 croissants every morning', 15, '', '🥐🥐🥐 croissants'],
    ['Short enough', 40, '…', 'Short enough'],
    ['Supercalifragilistic', 10, '', 'Supercalif'],
  ])('%s (%i)', (text, max, ellipsis, expected) => {
    const cut = cutAtWord(text, max, ellipsis);
    expect(cut).toBe(expected);
    expect(Array.from(cut).length).toBeLessThanOrEqual(max);
  });
});

describe('reading what kind of phrase a visitor typed', () => {
  it.each([
    ['Fresh Bread Every Saturday', 'noun', 'Fresh Bread Every Saturday', 'get Fresh Bread Every Saturday'],
    ['Un Dessert Parfait', 'noun', 'Un Dessert Parfait', 'get Un Dessert Parfait'],
    ['fill more weekend orders', 'action', 'filling more weekend orders', 'fill more weekend orders'],
    ['How to price handmade candles', 'action', 'pricing handmade candles', 'price handmade candles'],
    ['Plan a wedding', 'action', 'planning a wedding', 'plan a wedding'],
    ['Plan templates', 'noun', 'plan templates', 'get plan templates'],
    [
      'Email marketing for bakeries',
      'noun',
      'email marketing for bakeries',
      'get email marketing for bakeries',
    ],
    ['Saving time on invoices', 'noun', 'saving time on invoices', 'start saving time on invoices'],
  ])('%s is a %s', (text, kind, noun, action) => {
    expect(phraseOf(text)).toMatchObject({ kind, noun, action });
  });

  it.each([
    ['Is a heat pump worth it?', 'question'],
    ['Why our sourdough costs more', 'clause'],
    ['We moved our salon online', 'statement'],
    ['The bakery sells out by 9am.', 'statement'],
    ['réussir la crème brûlée', 'other'],
  ])('%s is a %s, with no noun form', (text, kind) => {
    const phrase = phraseOf(text);
    expect(phrase.kind).toBe(kind);
    expect(phrase.noun).toBeUndefined();
    expect(phrase.action).toBeUndefined();
  });

  it('turns "how do I" questions into "how to" for about slots', () => {
    expect(phraseOf('How do I price cakes?').about).toBe('how to price cakes');
  });

  it('makes gerunds the way English does', () => {
    expect(['bake', 'plan', 'tie', 'open', 'grow', 'be'].map(gerund)).toEqual([
      'baking',
      'planning',
      'tying',
      'opening',
      'growing',
      'being',
    ]);
  });
});

describe('shortening a phrase where a new part begins', () => {
  it.each([
    [
      'owners of listed buildings and homes in conservation areas who want lower bills',
      40,
      'owners of listed buildings and homes',
    ],
    ['commuters who ride to work every day in all weathers', 30, 'commuters'],
    ['engaged couples planning a 2026 wedding', 30, 'engaged couples'],
    ['The complete guide to sourdough starters for absolute beginners', 30, 'sourdough starters'],
  ])('%s (%i)', (text, max, expected) => {
    expect(shorten(text, max)).toBe(expected);
  });

  it('keeps the object of a list of gerunds, the subject of a clause, the name before a dash', () => {
    const solar = phraseOf(
      'choosing, installing and maintaining solar panels on listed buildings and in conservation areas',
    );
    expect(shortNoun(solar, 40)).toBe('solar panels on listed buildings');
    expect(shortNoun(phraseOf('Why zero-waste packaging pays off for food producers'), 40)).toBe(
      'zero-waste packaging',
    );
    expect(shortNoun(phraseOf('Why our sourdough costs more'), 40)).toBeUndefined();
    expect(shortNoun(phraseOf('Café Olé — our story'), 40)).toBe('Café Olé');
  });

  it('shortens a sentence at a clause, not inside one', () => {
    const long =
      'Jobs get lost between the office and the shop floor because the job sheets are out of date by lunchtime';
    expect(shorten(long, 60, true)).toBe('Jobs get lost between the office and the shop floor');
  });

  it('tells plural noun phrases by their head', () => {
    expect(
      ['home energy audits', 'shops in small towns', 'email marketing for bakeries', 'business'].map(
        isPlural,
      ),
    ).toEqual([true, true, false, false]);
  });
});

describe('visitor text in demo copy', () => {
  it('calms capitals but keeps acronyms and calendar names', () => {
    expect(unshout('SEO TIPS FOR SMALL BAKERIES IN NYC')).toBe('SEO tips for small bakeries in NYC');
    expect(unshout('PHISHING DOUBLES EVERY JANUARY')).toBe('phishing doubles every January');
    expect(unshout('Already Mixed Case')).toBe('Already Mixed Case');
  });

  it('tidies punctuation and quotes', () => {
    expect(tidy('  "HOW TO CHOOSE A PHOTOGRAPHER!!!"  ')).toBe('how to choose a photographer');
    expect(tidy('Is it worth it??')).toBe('Is it worth it?');
  });

  it('title-cases headlines, leaving joining words, acronyms and iPhone-style words', () => {
    expect(titleCase('how to win at SEO with your iPhone: a guide to the basics')).toBe(
      'How to Win at SEO with Your iPhone: A Guide to the Basics',
    );
    expect(titleCase('éclairs au chocolat (or the jargon)')).toBe('Éclairs au Chocolat (or the Jargon)');
  });

  it('lower-cases common words mid-sentence but never names or titles', () => {
    expect(midSentence('Busy families in Portland')).toBe('busy families in Portland');
    expect(midSentence('Etsy sellers')).toBe('Etsy sellers');
    expect(midSentence('Fresh Bread Every Saturday')).toBe('Fresh Bread Every Saturday');
    expect(midSentence('Homeowners')).toBe('homeowners');
  });
});
