/**
 * Shorter on a demo headline list (issue 46.4): the same headlines in fewer words, as a sub-editor trims them,
 * never others in their place. Articles go, then the trailing phrase from its first preposition on, so long as
 * three words are left to say what the headline is about.
 */

const ARTICLES = new Set(['a', 'an', 'the']);
const PREPOSITIONS = new Set(
  'in on at for of with before after during from by about into over under without this'.split(' '),
);
/** Fewer words than this and a headline no longer says what it is about. */
const KEEP = 3;

const bare = (word: string) => word.toLowerCase().replace(/[^\p{L}']/gu, '');

/** `text` without the characters of `marks` it ends with (a loop: an end-anchored regex is quadratic). */
function withoutTrailing(text: string, marks: string): string {
  let end = text.length;
  while (end > 0 && marks.includes(text[end - 1]!)) end -= 1;
  return text.slice(0, end);
}

/** One headline in fewer words: headlinese, its question mark kept. */
export function trimHeadline(headline: string): string {
  const question = headline.trim().endsWith('?');
  let words = headline.trim().replace(/\?$/, '').split(/\s+/);
  const withoutArticles = words.filter((word) => !ARTICLES.has(bare(word)));
  if (withoutArticles.length >= KEEP) words = withoutArticles;
  const cut = words.findIndex((word, i) => i >= KEEP && PREPOSITIONS.has(bare(word)));
  if (cut >= KEEP) words = words.slice(0, cut);
  const trimmed = withoutTrailing(words.join(' '), ',:;–—-');
  return question ? `${trimmed}?` : trimmed;
}

/** One hook in fewer words: its first clause, without a trailing phrase, its question mark kept. */
export function trimHook(hook: string): string {
  const question = hook.trim().endsWith('?');
  const clause = hook
    .trim()
    .split(/[,;:–—]\s/)[0]!
    .replace(/[?.!]$/, '');
  let words = clause.split(/\s+/);
  const cut = words.findIndex((word, i) => i > KEEP && PREPOSITIONS.has(bare(word)));
  if (cut > KEEP) words = words.slice(0, cut);
  return `${words.join(' ')}${question ? '?' : '.'}`;
}
