import type { Analyzer } from '../../shared/text-analysis';
import type { BriefTargets } from '../contract';

/** What the grade needs of one research source (a `MeasuredSource` of lambdas/shared/research). */
export interface SourceFacts {
  n: number;
  read: boolean;
  wordCount: number;
  outline: { level: 2 | 3; text: string }[];
  questions: string[];
  /** Its most used terms and phrases, counted when it was read. */
  terms?: { key: string; term: string; count: number }[];
}

/** A heading or question to cover, by its content stems. */
export interface Target {
  label: string;
  stems: string[];
  /** The sources [n] whose headings name it. */
  sources: number[];
}

/** A term the sources recur on, weighted like TF-IDF across them. */
export interface TermTarget {
  key: string;
  term: string;
  sources: number;
  /** How often a source that uses it does, at the median. */
  perSource: number;
}

/** What a draft is graded against. */
export interface Targets {
  basis: 'sources' | 'brief' | 'page';
  keyword: string[];
  length?: { median: number; min: number; max: number; sources: number };
  topics: Target[];
  terms: TermTarget[];
  questions: Target[];
}

const MAX_TOPICS = 12;
const MAX_TERMS = 25;
const MAX_QUESTIONS = 10;
/** Two headings name one topic when half their stems are shared. */
const SAME_TOPIC = 0.5;
/** Headings every article has, which no reader looks for. */
const BOILERPLATE =
  /^(conclusion|summary|final thoughts|faqs?|frequently asked questions|related( posts| articles)?|table of contents|comments|references|about the author|share this)$/i;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const overlap = (a: readonly string[], b: readonly string[]) => {
  const set = new Set(a);
  return b.filter((stem) => set.has(stem)).length / Math.max(a.length, b.length, 1);
};

/** The sources' recurring H2/H3 topics: headings grouped by shared stems, named by the first that names one. */
function topicsOf(sources: readonly SourceFacts[], analyzer: Analyzer): Target[] {
  const groups: Target[] = [];
  for (const source of sources)
    for (const { text } of source.outline) {
      if (BOILERPLATE.test(text.trim()) || source.questions.includes(text)) continue;
      const stems = analyzer.stems(text);
      if (!stems.length) continue;
      const group = groups.find((found) => overlap(found.stems, stems) >= SAME_TOPIC);
      if (!group) groups.push({ label: text, stems, sources: [source.n] });
      else if (!group.sources.includes(source.n)) group.sources.push(source.n);
    }
  const recurring = Math.min(2, sources.length);
  return groups
    .filter((group) => group.sources.length >= recurring)
    .sort((a, b) => b.sources.length - a.sources.length)
    .slice(0, MAX_TOPICS);
}

/** The terms the sources recur on: in two sources or more, ranked by term frequency times smoothed IDF. */
function termsOf(sources: readonly SourceFacts[], keyword: readonly string[]): TermTarget[] {
  const counted = sources.filter((source) => source.terms?.length && source.wordCount > 0);
  const uses = new Map<string, { term: string; counts: number[]; weight: number }>();
  for (const source of counted)
    for (const { key, term, count } of source.terms!) {
      const found = uses.get(key) ?? uses.set(key, { term, counts: [], weight: 0 }).get(key)!;
      found.counts.push(count);
      found.weight += count / source.wordCount;
    }
  const n = counted.length;
  const keywordKey = keyword.join(' ');
  return [...uses]
    .filter(([key, use]) => use.counts.length >= Math.min(2, n) && key !== keywordKey)
    .map(([key, use]) => ({
      key,
      term: use.term,
      sources: use.counts.length,
      perSource: median(use.counts),
      rank: use.weight * (Math.log((n + 1) / (use.counts.length + 1)) + 1),
    }))
    .sort((a, b) => b.rank - a.rank)
    .slice(0, MAX_TERMS)
    .map(({ rank: _rank, ...term }) => term);
}

/** Questions by their stems, the same question asked twice kept once. */
function questionsOf(asked: readonly { text: string; n?: number }[], analyzer: Analyzer): Target[] {
  const found: Target[] = [];
  for (const { text, n } of asked) {
    const stems = analyzer.stems(text);
    const same = stems.length && found.find((question) => overlap(question.stems, stems) >= 0.8);
    if (same) {
      if (n && !same.sources.includes(n)) same.sources.push(n);
    } else if (stems.length) found.push({ label: text, stems, sources: n ? [n] : [] });
  }
  return found.slice(0, MAX_QUESTIONS);
}

/**
 * What a draft is graded against: a brief's headings and questions when the visitor chose one, else the
 * sources' recurring topics and questions; the sources' terms and lengths whenever some were read; the
 * keyword's own placement always.
 */
export function targetsOf(
  keyword: string,
  sources: readonly SourceFacts[],
  researchQuestions: readonly string[],
  brief: BriefTargets | undefined,
  analyzer: Analyzer,
): Targets {
  const read = sources.filter((source) => source.read);
  const lengths = read.map((source) => source.wordCount).filter((words) => words > 0);
  const keywordStems = analyzer.stems(brief?.keyword ?? keyword);
  const asked = [
    ...(brief?.questions ?? researchQuestions).map((text) => ({ text })),
    ...(brief ? [] : read.flatMap((source) => source.questions.map((text) => ({ text, n: source.n })))),
  ];
  return {
    basis: brief ? 'brief' : read.length ? 'sources' : 'page',
    keyword: keywordStems,
    ...(lengths.length
      ? {
          length: {
            median: median(lengths),
            min: Math.min(...lengths),
            max: Math.max(...lengths),
            sources: lengths.length,
          },
        }
      : {}),
    topics: brief
      ? brief.headings.map((text) => ({ label: text, stems: analyzer.stems(text), sources: [] }))
      : topicsOf(read, analyzer),
    terms: termsOf(read, keywordStems),
    questions: questionsOf(asked, analyzer),
  };
}
