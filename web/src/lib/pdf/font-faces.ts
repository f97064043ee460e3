/**
 * Which font file draws each character. The files are @fontsource's: one per family, subset, weight and style,
 * each declaring its unicode-range; a character takes the first family's subset whose range holds it, as a
 * browser picks among @font-face rules. The CJK tables are large: loaded only for text that has those scripts.
 */
import notoSans from '@fontsource/noto-sans/unicode.json';
import plexArabic from '@fontsource/ibm-plex-sans-arabic/unicode.json';
import notoHebrew from '@fontsource/noto-sans-hebrew/unicode.json';
import notoDevanagari from '@fontsource/noto-sans-devanagari/unicode.json';

type Ranges = Record<string, string>;

/** One font file: its key (the name pdfkit registers it under) and its path in node_modules/@fontsource. */
export interface Face {
  key: string;
  file: string;
}

export interface Style {
  bold?: boolean;
  italic?: boolean;
}

interface Subset {
  pkg: string;
  stem: string;
  italic: boolean;
  ranges: [number, number][];
}

interface Family {
  pkg: string;
  /** Whether the family has italic files; the others draw italic text upright. */
  italic: boolean;
  /** Its subsets; a CJK family keeps only its numbered slices (Noto Sans draws its Latin ones). */
  pick: (name: string) => boolean;
  table: () => Promise<Ranges>;
}

// The CJK tables (70 KB each) are chunks of their own, fetched only for text in those scripts.
const CJK_TABLES = {
  jp: () => import('@fontsource/noto-sans-jp/unicode.json'),
  kr: () => import('@fontsource/noto-sans-kr/unicode.json'),
  sc: () => import('@fontsource/noto-sans-sc/unicode.json'),
};
const cjk = (code: keyof typeof CJK_TABLES): Family => ({
  pkg: `noto-sans-${code}`,
  italic: false,
  pick: (name) => /^\[\d+\]$/.test(name),
  table: async () => (await CJK_TABLES[code]()).default,
});

// Noto Sans for Latin, Greek and Cyrillic; each other script its own family, so a PDF's font list names it.
// IBM Plex Sans Arabic, not Noto: its letters are whole glyphs, so a PDF reader maps each back to its character
// (Noto Sans Arabic draws the dots as separate marks, which text extraction loses).
const only = (pkg: string, subset: string, table: Ranges): Family => ({
  pkg,
  italic: false,
  pick: (name) => name === subset,
  table: async () => table,
});
const BASE: Family[] = [
  { pkg: 'noto-sans', italic: true, pick: (name) => name !== 'devanagari', table: async () => notoSans },
  only('ibm-plex-sans-arabic', 'arabic', plexArabic),
  only('noto-sans-hebrew', 'hebrew', notoHebrew),
  only('noto-sans-devanagari', 'devanagari', notoDevanagari),
];

const CJK_TEXT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303F\uFF00-\uFFEF]/u;

/** Japanese when there is kana, Korean when there is Hangul, else Chinese (Simplified); the others as fallbacks. */
function cjkFamilies(text: string): Family[] {
  if (!CJK_TEXT.test(text)) return [];
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return [cjk('jp'), cjk('kr'), cjk('sc')];
  if (/\p{Script=Hangul}/u.test(text)) return [cjk('kr'), cjk('jp'), cjk('sc')];
  return [cjk('sc'), cjk('jp'), cjk('kr')];
}

const parseRanges = (list: string): [number, number][] =>
  list.split(',').map((range) => {
    const [low = '', high = low] = range.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(low, 16), parseInt(high, 16)];
  });

async function subsetsOf(family: Family): Promise<Subset[]> {
  return Object.entries(await family.table())
    .filter(([name]) => family.pick(name))
    .map(([name, list]) => ({
      pkg: family.pkg,
      stem: name.replace(/[[\]]/g, ''),
      italic: family.italic,
      ranges: parseRanges(list),
    }));
}

const covers = (subset: Subset, codePoint: number) =>
  subset.ranges.some(([low, high]) => codePoint >= low && codePoint <= high);

// Spaces, punctuation and combining marks stay in the font of the letter before them when it has them (a joiner
// or a vowel sign must be shaped with its letter).
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;

/** Picks a face per character for the given texts, loading only the range tables those texts need. */
export class FontFaces {
  private readonly faces = new Map<string, Face & { subset: Subset }>();

  private constructor(private readonly subsets: Subset[]) {}

  static async forTexts(texts: string[]): Promise<FontFaces> {
    const all = texts.join('\n');
    const faces = new FontFaces((await Promise.all(BASE.map(subsetsOf))).flat());
    // Each CJK family is loaded only for characters the ones before it lack.
    for (const family of cjkFamilies(all)) {
      if (faces.allCovered(all)) break;
      faces.subsets.push(...(await subsetsOf(family)));
    }
    return faces;
  }

  /**
   * The faces whose declared range holds `codePoint`, in order; after a character drawn with `previous`, a space,
   * punctuation or mark tries that face first. A range may claim a character its file lacks: the caller checks.
   */
  candidates(codePoint: number, style: Style, previous?: Face): Face[] {
    const found = this.subsets
      .filter((subset) => covers(subset, codePoint))
      .map((s) => this.faceOf(s, style));
    const before = previous && this.faces.get(previous.key);
    const keep = before && covers(before.subset, codePoint) && NEUTRAL.test(String.fromCodePoint(codePoint));
    return keep ? [before, ...found.filter((face) => face !== before)] : found;
  }

  private faceOf(subset: Subset, style: Style): Face {
    const weight = style.bold ? 700 : 400;
    const key = `${subset.pkg}-${subset.stem}-${weight}-${style.italic && subset.italic ? 'italic' : 'normal'}`;
    const face = this.faces.get(key) ?? { key, file: `@fontsource/${subset.pkg}/files/${key}.woff`, subset };
    this.faces.set(key, face);
    return face;
  }

  private allCovered(text: string): boolean {
    return Array.from(text).every(
      (char) => /\s/.test(char) || this.candidates(char.codePointAt(0)!, {}).length > 0,
    );
  }
}
