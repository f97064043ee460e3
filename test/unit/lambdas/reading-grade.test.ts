import {
  gradeOf,
  readingGrade,
  sentencesOf,
  syllables,
  wordsOf,
} from '../../../lambdas/shared/documents/reading-grade';

/** The headline rubric's original word splitter, kept here to prove the faster one gives the same words. */
const reference = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/\s+/)
    .map((token) => token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);

describe('wordsOf', () => {
  it.each([
    '“Don’t Miss This: A Step-by-Step Guide!” — 2025',
    '(Bread), "rye"... and -seeded- loaves!!',
    'Crème brûlée, «naïve» café — déjà vu?',
    'Emoji 🍞bread🍞 and 𝒜lpha 𝒜',
    '¿Qué tal? ¡Muy bien! 日本語のテキスト。',
    '   leading and trailing   ',
    '--- *** ...',
  ])('splits %j exactly as the headline rubric always did', (text) => {
    expect(wordsOf(text)).toEqual(reference(text));
  });
});

describe('the reading-grade formula', () => {
  it('is Flesch-Kincaid over counts: words per sentence and syllables per word', () => {
    expect(gradeOf({ words: 100, syllables: 150, sentences: 5 })).toBeCloseTo(
      0.39 * 20 + 11.8 * 1.5 - 15.59,
      10,
    );
    expect(gradeOf({ words: 0, syllables: 0, sentences: 0 })).toBe(0);
    expect(gradeOf({ words: 3, syllables: 3, sentences: 3 })).toBe(0);
  });

  it('reads a list of words as one sentence unless told otherwise', () => {
    const words = wordsOf('Why Email Marketing Works Better Than You Think');
    const total = words.reduce((sum, word) => sum + syllables(word), 0);
    expect(readingGrade(words)).toBe(gradeOf({ words: words.length, syllables: total, sentences: 1 }));
    expect(readingGrade(words, 2)).toBeLessThan(readingGrade(words));
  });
});

describe('sentencesOf', () => {
  it.each([
    ['We bake bread. You eat it! Happy?', ['We bake bread.', 'You eat it!', 'Happy?']],
    ['Get started today', ['Get started today']],
    ['Version 2.5 is out. Try it', ['Version 2.5 is out.', 'Try it']],
    ['...', []],
    ['', []],
  ])('splits %j', (block, sentences) => {
    expect(sentencesOf(block)).toEqual(sentences);
  });
});
