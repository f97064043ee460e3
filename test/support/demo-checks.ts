import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Accent-free lower-case words of a text: 'Crème brûlée!' → ['creme', 'brulee']. */
export const wordsOf = (text: string): string[] =>
  (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).filter(Boolean);

/** Words every demo writer may use: those in its own source and the shared demo helpers. */
export function sourceVocabulary(...folders: string[]): Set<string> {
  const files = folders.flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => name.endsWith('.ts'))
      .map((name) => join(folder, name)),
  );
  return new Set(files.flatMap((file) => wordsOf(readFileSync(file, 'utf8'))));
}

/** Words too common to show that a field was used. */
const COMMON = new Set(
  'about after also from have into just more most that their them then they this what when where which with your our over such than were will would been each'.split(
    ' ',
  ),
);

/** The words that show a field was used: four letters or more, not common joining words. */
export const distinctiveWords = (text: string): string[] => [
  ...new Set(wordsOf(text.replace(/https?:\/\/\S+/g, '')).filter((w) => w.length >= 4 && !COMMON.has(w))),
];

/**
 * Which distinctive words of a field the output lacks: a short field (four such words or fewer)
 * must appear whole; a longer one, shortened to fit, must still show at least two of its words.
 */
export function missingWords(field: string, output: string): string[] {
  const wanted = distinctiveWords(field);
  const have = wordsOf(output);
  // A word may change its ending in use: 'price' becomes 'pricing', 'grow' 'growing'.
  const stem = (word: string) => word.replace(/(?:e|s|es)$/, '');
  const missing = wanted.filter((w) => !have.some((h) => h === w || h.startsWith(stem(w))));
  if (wanted.length <= 4) return missing;
  return wanted.length - missing.length >= 2 ? [] : missing;
}

/**
 * Words of the output that are a piece cut off a longer word: a prefix of a field's word that is
 * neither a word of the fields nor of the writer's source.
 */
export function cutWords(output: string, fields: string[], vocabulary: Set<string>): string[] {
  const fieldWords = new Set(fields.flatMap(wordsOf));
  const prose = output.replace(/https?:\/\/\S+|\b[\w-]+(?:\.[\w-]+)+\b/g, ' ');
  return [...new Set(wordsOf(prose))].filter(
    (word) =>
      !fieldWords.has(word) &&
      !vocabulary.has(word) &&
      [...fieldWords].some((full) => full.length > word.length && full.startsWith(word)),
  );
}

/** URLs that appear more than once. */
export function repeatedUrls(output: string): string[] {
  const urls: string[] = output.match(/https?:\/\/[^\s)]+/g) ?? [];
  return urls.filter((url, i) => urls.indexOf(url) !== i);
}

/** Slips that make copy read as broken: doubled words or punctuation, leftovers of code, shouting. */
export function slips(output: string): string[] {
  const checks: [name: string, pattern: RegExp][] = [
    ['doubled word', /\b(\p{L}+)[ \t]+\1\b/iu],
    ['doubled punctuation', /[,;:]\s*[,;:.]|\.\.(?!\.)|[!?]{2,}|\?\./],
    ['space before punctuation', /\s[,.;:!?](?:\s|$)/],
    ['double space', /\S {2,}\S/],
    ['code leftover', /\bundefined\b|\bnull\b|\bNaN\b|\[object|\$\{/],
    ['shouting', /\b\p{Lu}{4,}\b(?:\s+\p{Lu}{4,}\b)+/u],
    ['empty brackets or quotes', /\(\s*\)|""|“”/],
  ];
  return checks.flatMap(([name, pattern]) => {
    const match = pattern.exec(output);
    return match ? [`${name}: "${output.slice(Math.max(0, match.index - 30), match.index + 30)}"`] : [];
  });
}
