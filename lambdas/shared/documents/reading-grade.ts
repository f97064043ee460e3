/** Pure and browser-safe: the headline rubric and the page checks share this reading-grade formula. */

const WORD_CHAR = /^[\p{L}\p{N}]$/u;

/** A letter or a digit: a-z and 0-9 by code (text is lower-cased first, and they are the only ASCII in \p{L}\p{N}). */
const isWordChar = (code: number): boolean =>
  code < 128
    ? (code >= 97 && code <= 122) || (code >= 48 && code <= 57)
    : WORD_CHAR.test(String.fromCodePoint(code));

/** Whether the two UTF-16 units before `end` are one surrogate pair. */
const pairBefore = (text: string, end: number) => {
  const [high, low] = [text.charCodeAt(end - 2), text.charCodeAt(end - 1)];
  return high >= 0xd800 && high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff;
};

/**
 * A token without surrounding punctuation, found by scanning code points in from each end: linear in
 * the token, where a regex anchored at the end retried from every position (a + 160,000 × « + é took a minute).
 */
function trimToken(token: string): string {
  let start = 0;
  let end = token.length;
  while (start < end) {
    const code = token.codePointAt(start)!;
    if (isWordChar(code)) break;
    start += code > 0xffff ? 2 : 1;
  }
  while (end > start) {
    const pair = end - start >= 2 && pairBefore(token, end) ? 2 : 1;
    const code = token.codePointAt(end - pair)!;
    if (isWordChar(code)) break;
    end -= pair;
  }
  return token.slice(start, end);
}

/** The words of a text, lower case, without surrounding punctuation ("don't" and "step-by-step" stay whole). */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const token of text.toLowerCase().replace(/[’‘]/g, "'").split(/\s+/)) {
    const word = trimToken(token);
    if (word) words.push(word);
  }
  return words;
}

/** Syllables in one word, by vowel groups (the usual heuristic); a number counts as one. */
export function syllables(word: string): number {
  const letters = word.toLowerCase().replace(/[^a-z]/g, '');
  if (letters.length <= 3) return 1;
  const trimmed = letters.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  return Math.max(1, trimmed.match(/[aeiouy]{1,2}/g)?.length ?? 1);
}

/** Flesch-Kincaid grade from counts of words, syllables and sentences, never below 0. */
export function gradeOf(counts: { words: number; syllables: number; sentences: number }): number {
  if (!counts.words) return 0;
  const perSentence = counts.words / Math.max(1, counts.sentences);
  return Math.max(0, 0.39 * perSentence + 11.8 * (counts.syllables / counts.words) - 15.59);
}

/** Flesch-Kincaid grade of words spread over `sentences` sentences (a headline is one). */
export function readingGrade(words: readonly string[], sentences = 1): number {
  const total = words.reduce((sum, word) => sum + syllables(word), 0);
  return gradeOf({ words: words.length, syllables: total, sentences });
}

const HAS_WORD = /[\p{L}\p{N}]/u;

/** The sentences of one block of text (a paragraph, list item, heading): without end punctuation it is one. */
export function sentencesOf(block: string): string[] {
  if (!/[.!?]/.test(block)) return HAS_WORD.test(block) ? [block.trim()] : [];
  return block
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => HAS_WORD.test(sentence));
}
