import {
  gradeOf,
  readingGrade,
  sentencesOf,
  syllables,
  wordsOf,
} from '../../../lambdas/shared/documents/reading-grade';
import { measurePage } from '../../../lambdas/shared/page-checks';
import { cpuWork, repeated } from '../../support/cpu-work';

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
    '«a»«é» 𝒜« «𝒜 \ud83d« «\ude00 \u0301é\u0301',
  ])('splits %j exactly as the headline rubric always did', (text) => {
    expect(wordsOf(text)).toEqual(reference(text));
  });

  it('splits 2,000 seeded random short texts exactly as the rubric’s regex did', () => {
    const alphabet = [
      'a',
      'Z',
      '7',
      'é',
      '«',
      '»',
      '-',
      "'",
      '.',
      ' ',
      '🍞',
      '𝒜',
      '\u0301',
      '日',
      '\ud83d',
      '¿',
    ];
    let seed = 25;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    for (let i = 0; i < 2000; i++) {
      const text = Array.from({ length: next() % 12 }, () => alphabet[next() % alphabet.length]).join('');
      expect([text, wordsOf(text)]).toEqual([text, reference(text)]);
    }
  });
});

describe('a crafted word of non-letters between two letters', () => {
  /** 20 words of `a`, n × `«`, `é`: a regex trimming edges from every position made this quadratic. */
  const page = (n: number) =>
    `<html lang="en"><body><p>${`a${'«'.repeat(n)}é `.repeat(20)}</p></body></html>`;
  const measure = (html: string) => () => measurePage(html, { url: 'https://crafted.example/' });

  it('takes about four times the work at four times the length, not sixteen', async () => {
    const [small, large] = [page(10_000), page(40_000)];
    await measure(small)(); // warm-up: compiled code on both runs
    expect(
      (await measurePage(small, { url: 'https://crafted.example/' })).checks.find(
        (c) => c.id === 'word-count',
      )!.value,
    ).toBe('20 words');
    const ratio =
      (await cpuWork(repeated(20, measure(large)))) / (await cpuWork(repeated(20, measure(small))));
    // Linear work grows 4× (fixed costs make it less); the edge regex's quadratic work grew 3.9× per doubling,
    // about 15× here. Twice the linear figure leaves room for a loaded machine's noise (3.1 seen at 2× once).
    expect(ratio).toBeLessThan(8);
  }, 120_000);
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
