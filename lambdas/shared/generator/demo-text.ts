/** Small pure helpers the tools' demo writers share, so demo answers read like real copy. */

const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'but',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

/** Title case for demo headlines: every word capitalised except short joining words. */
export const titleCase = (text: string): string =>
  text.replace(/\S+/g, (word, offset: number) =>
    offset > 0 && SMALL_WORDS.has(word.toLowerCase())
      ? word.toLowerCase()
      : word.charAt(0).toUpperCase() + word.slice(1),
  );

/** Capitalises the first letter, for visitor text that starts a sentence. */
export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Lower-cases the first letter of visitor text used mid-sentence, unless it starts an acronym. */
export const midSentence = (text: string): string =>
  /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

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
