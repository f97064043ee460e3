/** Small pure helpers the tools' demo writers share, so demo answers read like real copy. */
import {
  AMBIGUOUS_VERBS,
  CALENDAR_NAMES,
  COMMON_FIRST_WORDS,
  SHORT_WORDS,
  VERBS,
  WH_WORDS,
} from './demo-words';

/** Joining words title case leaves lower-case (English, plus the particles of names in other languages). */
const SMALL_WORDS = new Set(
  'a an and as at but by for from in into of on or the to vs via with de du des la le les à au aux et en y del von van'.split(
    ' ',
  ),
);

const hasLower = (text: string) => /\p{Ll}/u.test(text);
const isAcronym = (word: string) => /^[\p{Lu}\d&]{2,}$/u.test(word) && /\p{Lu}/u.test(word);

/** Title case for demo headlines: words capitalised except short joining words; acronyms and 'iPhone'-style words kept. */
export const titleCase = (text: string): string =>
  text.replace(/\S+/g, (word, offset: number, whole: string) => {
    const after = whole.slice(0, offset).trimEnd();
    const startsPhrase = offset === 0 || /[:?!.–—]$/.test(after);
    const bare = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (!startsPhrase && SMALL_WORDS.has(bare.toLowerCase()) && !isAcronym(bare)) return word.toLowerCase();
    if (/^\p{Ll}+\p{Lu}/u.test(word)) return word;
    return word.replace(/\p{L}/u, (letter) => letter.toUpperCase());
  });

/** Capitalises the first letter, for visitor text that starts a sentence. */
export const capitalise = (text: string): string => text.replace(/\p{L}/u, (letter) => letter.toUpperCase());

const COMMON_ENDINGS =
  /(?:ing|ers|ors|ists|ness|tion|sion|ment|ments|ies|ly|ants|ents|ics|ships|hoods|ity|ism|ance|ence|ology)$/;

/** Lower-cases the first letter of visitor text used mid-sentence, unless it starts a name or an acronym. */
export function midSentence(text: string): string {
  const first = /^\p{Lu}\p{Ll}+(?![\p{Lu}\p{N}])/u.exec(text)?.[0];
  // 'Fresh Bread Every Saturday' is a name as typed: it keeps its capitals.
  const titled = /^\S+\s+(?:\S+\s+)?\p{Lu}/u.test(text) && !/\s\p{Ll}{4,}/u.test(text);
  if (!first || titled) return text;
  const word = first.toLowerCase();
  const common = [COMMON_FIRST_WORDS, VERBS, AMBIGUOUS_VERBS, WH_WORDS].some((words) => words.has(word));
  return common || COMMON_ENDINGS.test(word) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

const isWord = (word: string) =>
  [SMALL_WORDS, SHORT_WORDS, COMMON_FIRST_WORDS, VERBS, AMBIGUOUS_VERBS].some((words) => words.has(word));

/**
 * Visitor text written in capitals, in ordinary case: 'FRESH BREAD IN NYC' → 'fresh bread in NYC'.
 * Short words that are not joining words stay in capitals, as they are usually acronyms.
 */
export function unshout(text: string): string {
  const words = text.match(/\p{L}{2,}/gu) ?? [];
  if (hasLower(text) || words.filter((word) => word.length >= 4).length < 1) return text;
  return text.replace(/[\p{L}\p{N}'’]+/gu, (word) =>
    word.length <= 3 && !isWord(word.toLowerCase())
      ? word
      : CALENDAR_NAMES.has(word.toLowerCase())
        ? capitalise(word.toLowerCase())
        : word.toLowerCase(),
  );
}

/**
 * Visitor text ready to be quoted in demo copy: spaces collapsed, wrapping quotes and closing
 * punctuation other than '?' dropped, capitals calmed; 'HOW TO CHOOSE!!!' → 'how to choose'.
 */
export function tidy(text: string): string {
  const collapsed = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'“‘«]+|["'”’»]+$/g, '')
    .replace(/[\s.,;:!…]+$/u, '')
    .replace(/\?+$/, '?');
  return unshout(collapsed).trim();
}

/** A stable number from text (FNV-1a), so demo answers vary with the input but never between calls. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** The list rotated to start at `seed` (mod its length): same items, input-dependent order. */
export const rotate = <T>(items: readonly T[], seed: number): T[] => {
  const start = items.length ? seed % items.length : 0;
  return [...items.slice(start), ...items.slice(0, start)];
};

/** The items in order, without repeats (compared case-insensitively). */
export const distinct = (items: readonly string[]): string[] =>
  items.filter((item, i) => items.findIndex((other) => other.toLowerCase() === item.toLowerCase()) === i);

/**
 * The first `count` items of the pool, changed as little as possible so that each needle (a word
 * the visitor gave) appears in at least one of them; the first item is never swapped out.
 */
export function covering(pool: readonly string[], count: number, needles: readonly string[]): string[] {
  const picked = pool.slice(0, count);
  const has = (item: string, needle: string) => item.toLowerCase().includes(needle.toLowerCase());
  for (const needle of needles.filter(Boolean)) {
    if (picked.some((item) => has(item, needle))) continue;
    const carrier = pool.find((item) => !picked.includes(item) && has(item, needle));
    // Swap out the last item that no other needle depends on.
    const spare = picked.findLastIndex(
      (item, i) =>
        i > 0 &&
        needles.every((other) => !has(item, other) || picked.some((p) => p !== item && has(p, other))),
    );
    if (carrier && spare > 0) picked[spare] = carrier;
  }
  return picked;
}
