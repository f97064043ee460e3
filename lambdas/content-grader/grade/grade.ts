/** Pure and browser-safe: a draft's measured grade against its targets (the server's and the browser's re-grade). */
import { formatNumber } from '../../shared/contracts/format-number';
import type { Analysis, Analyzer } from '../../shared/text-analysis';
import {
  keywordItems,
  lengthItem,
  pageItems,
  plural,
  quoted,
  readingItem,
  share,
  structureItems,
} from './checks';
import type { Grade, GradeItem, GradeTerm, TargetRange } from './contract';
import type { Draft } from './draft';
import { rangeOf, rangeText, usesOf } from './ranges';
import { item, scoreOf, weightsOf } from './score';
import type { Target, Targets } from './targets';

/** A heading or question counts as covered when this share of its content stems is there. */
const COVERED = 0.6;

const cite = (sources: readonly number[]) => sources.map((n) => `[${n}]`).join('');
const times = (n: number) => (n === 1 ? 'once' : `${formatNumber(n)} times`);

/** Where a target stands: named in a subheading (covered), in the text (partly), or nowhere (missing). */
function coverage(target: Target, headings: { text: string; stems: Set<string> }[], text: Set<string>) {
  const heading = headings.find((found) => share(target.stems, found.stems) >= COVERED);
  if (heading)
    return { status: 'covered' as const, evidence: `The subheading ${quoted(heading.text)} covers it.` };
  if (share(target.stems, text) >= COVERED)
    return { status: 'partly' as const, evidence: 'Your text mentions it, but no subheading is about it.' };
  return { status: 'missing' as const, evidence: 'Neither a subheading nor your text is about it.' };
}

/** "Used once; 3–6 for 1,200 words (the middle half of 5 sources)", or the over-use said plainly. */
function termEvidence(range: TargetRange, words: number): string {
  const target = `${rangeText(range)} for ${plural(words, 'word')}`;
  const basis = range.sources.length ? ` (the middle half of ${plural(range.sources.length, 'source')})` : '';
  if (range.band === 'over')
    return `Used ${times(range.you)}: more than the sources' ${target}${basis}. Use it less.`;
  return `${range.you ? `Used ${times(range.you)}` : 'Not used'}; ${target}${basis}.`;
}

/**
 * The measured grade of a draft against its targets: every item with its evidence (and, for terms, topics and
 * questions, its range for the draft's length), and the score. `analysis`: the draft's text already analysed
 * (a server reads it in steps).
 */
export function gradeDraft(
  draft: Draft,
  targets: Targets,
  analyzer: Analyzer,
  analysis: Analysis = analyzer.analyse(draft.text),
): Grade {
  const text = new Set(analysis.counts.keys());
  const stemsOf = (line: string) => new Set(analyzer.stems(line));
  const headings = draft.subheadings.map((heading) => ({ text: heading, stems: stemsOf(heading) }));
  const sourceWords = new Map(targets.sourceWords.map(({ n, words }) => [n, words]));
  const rangeFor = (uses: Target['uses'], count: number) => rangeOf(uses, sourceWords, draft.words, count);
  const targetItem = (kind: 'topic' | 'question', target: Target): GradeItem => {
    const { status, evidence } = coverage(target, headings, text);
    const from = target.sources.length ? ` In sources ${cite(target.sources)}.` : '';
    const range = rangeFor(target.uses, usesOf(target.stems, analysis.counts));
    return { ...item(kind, target.label, status, `${evidence}${from}`), range };
  };
  const terms: GradeTerm[] = targets.terms.map(({ key, term, sources, perSource, uses }) => {
    const range = rangeFor(uses, analysis.counts.get(key) ?? 0);
    const status = range.band === 'within' ? 'covered' : range.you ? 'partly' : 'missing';
    return { term, sources, perSource, draft: range.you, status, range };
  });
  const questions = targets.questions.map((question) => targetItem('question', question));
  const sourced = targets.sourceWords.length > 0;
  const items = [
    ...targets.topics.map((topic) => targetItem('topic', topic)),
    ...terms.map((term) => ({
      ...item('term', term.term, term.status, termEvidence(term.range!, draft.words)),
      range: term.range!,
    })),
    ...questions,
    ...keywordItems(draft, targets, stemsOf),
    ...(sourced ? [] : structureItems(draft, targets)),
    ...(targets.length || !sourced ? [lengthItem(draft, targets)] : []),
    readingItem(draft),
    ...(draft.published ? pageItems(draft) : []),
  ];
  const kinds = new Set(items.map((found) => found.kind));
  return {
    score: scoreOf(items, sourced),
    weights: weightsOf(kinds, sourced),
    basis: targets.basis,
    items,
    terms,
    questions: questions.map(({ label, status }) => ({ question: label, status })),
    words: draft.words,
    targets,
  };
}
