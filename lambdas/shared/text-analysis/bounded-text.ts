/**
 * Pure and browser-safe: what any text analysis may read, cut before the NLP sees it. wink-nlp's tokenizer and
 * stemmer grow faster than the length of one token (a 15,000-character word took 44 s, `a` + 29,999 accents
 * 16 s), so no token it reads is longer than a word can be, and none carries more than a few marks per letter.
 */

/** The caps every analysis reads under (docs/product.md#content-grader). */
export const textLimits = {
  /** Longer than any English word (and most URLs a draft names): a run past it is not a word, and is skipped. */
  tokenChars: 64,
  /** Combining marks kept after one letter: Vietnamese stacks two, Zalgo text hundreds. */
  marksPerLetter: 3,
  /** Tokens read of one text: twice a long article, a fixed bound on the work whatever is pasted. */
  words: 10_000,
} as const;

const TOKEN = /\S+/g;
/** Marks past the third in a row (`textLimits.marksPerLetter`). */
const MARK_RUN = /(\p{M}{3})\p{M}+/gu;

/**
 * The text as the analysis reads it: at most `words` tokens (the rest left off), marks folded to
 * `marksPerLetter` after each letter, and any token still longer than `tokenChars` replaced by a space. Line breaks
 * between kept tokens stay, so sentences and blocks read as before. `tokens`: how many were read.
 */
export function boundedText(
  text: string,
  words: number = textLimits.words,
): { text: string; tokens: number } {
  let out = '';
  let last = 0;
  let kept = 0;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(text); match; match = TOKEN.exec(text)) {
    if (kept === words) break;
    const token = match[0].length > textLimits.marksPerLetter ? match[0].replace(MARK_RUN, '$1') : match[0];
    out += text.slice(last, match.index) + (token.length > textLimits.tokenChars ? ' ' : token);
    last = match.index + match[0].length;
    kept++;
  }
  return { text: kept === words ? out : out + text.slice(last), tokens: kept };
}
