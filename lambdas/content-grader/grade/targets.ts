import type { Analyzer } from '../../shared/text-analysis';
import type { BriefTargets } from '../contract';
import type { Target, Targets, TermTarget } from './contract';
import { impliedQuestions, intentOf } from './intent';
import { usesOf, type SourceUse } from './ranges';

export type { Target, Targets, TermTarget } from './contract';

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

/** Each source's counts by stem key, for the uses of a topic or question in it. */
const countsOf = (sources: readonly SourceFacts[]) =>
  sources.map((source) => ({
    n: source.n,
    counts: new Map((source.terms ?? []).map(({ key, count }) => [key, count])),
  }));

/** A target with each source's uses of it (its rarest stem's count there). */
function withUses(target: Omit<Target, 'uses'>, counted: ReturnType<typeof countsOf>): Target {
  const uses: SourceUse[] = counted.map(({ n, counts }) => ({ n, count: usesOf(target.stems, counts) }));
  return { ...target, uses: uses.filter((use) => use.count > 0) };
}

/** The sources' recurring H2/H3 topics: headings grouped by shared stems, named by the first that names one. */
function topicsOf(sources: readonly SourceFacts[], analyzer: Analyzer): Omit<Target, 'uses'>[] {
  const groups: Omit<Target, 'uses'>[] = [];
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
  const found = new Map<string, { term: string; uses: SourceUse[]; weight: number }>();
  for (const source of counted)
    for (const { key, term, count } of source.terms!) {
      const use = found.get(key) ?? found.set(key, { term, uses: [], weight: 0 }).get(key)!;
      use.uses.push({ n: source.n, count });
      use.weight += count / source.wordCount;
    }
  const n = counted.length;
  const keywordKey = keyword.join(' ');
  return [...found]
    .filter(([key, use]) => use.uses.length >= Math.min(2, n) && key !== keywordKey)
    .map(([key, use]) => ({
      key,
      term: use.term,
      sources: use.uses.length,
      perSource: median(use.uses.map((one) => one.count)),
      uses: use.uses,
      rank: use.weight * (Math.log((n + 1) / (use.uses.length + 1)) + 1),
    }))
    .sort((a, b) => b.rank - a.rank)
    .slice(0, MAX_TERMS)
    .map(({ rank: _rank, ...term }) => term);
}

/** Questions by their stems, the same question asked twice kept once; `own`: stems the keyword does not give. */
function questionsOf(
  asked: readonly { text: string; n?: number }[],
  analyzer: Analyzer,
  keyword: readonly string[] = [],
): Omit<Target, 'uses'>[] {
  const found: Omit<Target, 'uses'>[] = [];
  for (const { text, n } of asked) {
    const all = analyzer.stems(text);
    const own = all.filter((stem) => !keyword.includes(stem));
    const stems = own.length ? own : all;
    const same = stems.length && found.find((question) => overlap(question.stems, stems) >= 0.8);
    if (same) {
      if (n && !same.sources.includes(n)) same.sources.push(n);
    } else if (stems.length) found.push({ label: text, stems, sources: n ? [n] : [] });
  }
  return found.slice(0, MAX_QUESTIONS);
}

/**
 * What a draft is graded against: a brief's headings and questions when the visitor chose one, else the
 * sources' recurring topics and questions, else the questions the keyword implies; the sources' terms and
 * lengths whenever some were read; the keyword's placement and intent always.
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
  const intent = intentOf(brief?.keyword ?? keyword);
  const basis = brief ? 'brief' : read.length ? 'sources' : 'page';
  const asked =
    basis === 'page'
      ? impliedQuestions(intent).map((text) => ({ text }))
      : [
          ...(brief?.questions ?? researchQuestions).map((text) => ({ text })),
          ...(brief ? [] : read.flatMap((source) => source.questions.map((text) => ({ text, n: source.n })))),
        ];
  const counted = countsOf(read);
  return {
    basis,
    keyword: keywordStems,
    sourceWords: read
      .filter((source) => source.wordCount > 0)
      .map((source) => ({ n: source.n, words: source.wordCount })),
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
    topics: (brief
      ? brief.headings.map((text) => ({ label: text, stems: analyzer.stems(text), sources: [] }))
      : topicsOf(read, analyzer)
    ).map((topic) => withUses(topic, counted)),
    terms: termsOf(read, keywordStems),
    questions: questionsOf(asked, analyzer, basis === 'page' ? keywordStems : []).map((question) =>
      withUses(question, counted),
    ),
    intent,
  };
}
