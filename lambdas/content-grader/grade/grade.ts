import { formatNumber } from '../../shared/contracts/format-number';
import { clip } from '../../shared/documents/text';
import type { Analysis, Analyzer } from '../../shared/text-analysis';
import type { CoverageStatus, Grade, GradeItem, GradeTerm } from '../contract';
import type { Draft } from './draft';
import { item, scoreOf, weightsOf } from './score';
import type { Target, Targets } from './targets';

/** A heading or question counts as covered when this share of its content stems is there. */
const COVERED = 0.6;
/** 'once', '2 times'; `verb` first when given: 'Used once', 'Not used'. */
function times(n: number, verb?: string): string {
  if (verb && n === 0) return `Not ${verb.toLowerCase()}`;
  const count = n === 1 ? 'once' : `${formatNumber(n)} times`;
  return verb ? `${verb} ${count}` : count;
}
const cite = (sources: readonly number[]) => sources.map((n) => `[${n}]`).join('');
const quoted = (text: string | undefined) => (text ? `"${clip(text, 80)}"` : 'none');
const share = (stems: readonly string[], found: ReadonlySet<string>) =>
  stems.length ? stems.filter((stem) => found.has(stem)).length / stems.length : 0;

/** Where a target stands: named in a subheading (covered), in the text (partly), or nowhere (missing). */
function coverage(target: Target, headings: { text: string; stems: Set<string> }[], text: Set<string>) {
  const heading = headings.find((found) => share(target.stems, found.stems) >= COVERED);
  if (heading)
    return { status: 'covered' as const, evidence: `The subheading ${quoted(heading.text)} covers it.` };
  if (share(target.stems, text) >= COVERED)
    return { status: 'partly' as const, evidence: 'Your text mentions it, but no subheading is about it.' };
  return { status: 'missing' as const, evidence: 'Neither a subheading nor your text is about it.' };
}

/** The keyword's placement: every stem of it in the element (covered), half of them (partly), or fewer. */
function keywordItems(draft: Draft, targets: Targets, analyzer: Analyzer): GradeItem[] {
  const place = (label: string, text: string | undefined, what: string): GradeItem => {
    const found = share(targets.keyword, new Set(analyzer.stems(text ?? '')));
    const status: CoverageStatus = found >= 1 ? 'covered' : found >= 0.5 ? 'partly' : 'missing';
    return item('keyword', label, status, text ? `${what}: ${quoted(text)}` : `No ${what.toLowerCase()}.`);
  };
  const firstWords = draft.text.split(/\s+/).slice(0, 100).join(' ');
  return [
    place(draft.published ? 'Keyword in the title' : 'Keyword in the title (H1)', draft.title, 'Title'),
    ...(draft.published ? [place('Keyword in the H1', draft.h1, 'H1')] : []),
    place('Keyword in the first 100 words', firstWords, 'First words'),
    place(
      'Keyword in a subheading',
      draft.subheadings.find((text) => share(targets.keyword, new Set(analyzer.stems(text))) >= 1) ??
        draft.subheadings[0],
      'Subheading',
    ),
    ...(draft.published
      ? [place('Keyword in the meta description', draft.metaDescription, 'Meta description')]
      : []),
  ];
}

function lengthItem(draft: Draft, length: NonNullable<Targets['length']>): GradeItem {
  const { median, min, max, sources } = length;
  const status: CoverageStatus =
    draft.words >= median * 0.8 ? 'covered' : draft.words >= median * 0.5 ? 'partly' : 'missing';
  const range = sources > 1 ? ` (${formatNumber(min)}–${formatNumber(max)})` : '';
  return item(
    'length',
    'Length',
    status,
    `${formatNumber(draft.words)} words; the sources: ${formatNumber(Math.round(median))} at the median${range}.`,
  );
}

function pageItems(draft: Draft): GradeItem[] {
  const { total, withAlt } = draft.images;
  return [
    item('page', 'Links', draft.links ? 'covered' : 'missing', `${formatNumber(draft.links)} links.`),
    item(
      'page',
      'Image alt text',
      withAlt === total ? 'covered' : withAlt ? 'partly' : 'missing',
      total ? `${withAlt} of ${total} images have alt text.` : 'No images.',
    ),
  ];
}

/**
 * The measured grade of a draft against its targets: every item with its evidence, and the score. `analysis`:
 * the draft's text already analysed (a server reads it in steps).
 */
export function gradeDraft(
  draft: Draft,
  targets: Targets,
  analyzer: Analyzer,
  analysis: Analysis = analyzer.analyse(draft.text),
): Grade {
  const text = new Set(analysis.counts.keys());
  const headings = draft.subheadings.map((heading) => ({
    text: heading,
    stems: new Set(analyzer.stems(heading)),
  }));
  const targetItem = (kind: 'topic' | 'question', target: Target) => {
    const { status, evidence } = coverage(target, headings, text);
    const from = target.sources.length ? ` In sources ${cite(target.sources)}.` : '';
    return item(kind, target.label, status, `${evidence}${from}`);
  };
  const sourceWords = targets.length?.median ?? draft.words;
  const terms: GradeTerm[] = targets.terms.map(({ key, term, sources, perSource }) => {
    const used = analysis.counts.get(key) ?? 0;
    const expected = Math.max(1, Math.ceil((perSource * draft.words) / Math.max(1, sourceWords) / 2));
    return {
      term,
      sources,
      perSource,
      draft: used,
      status: used >= expected ? 'covered' : used ? 'partly' : 'missing',
    };
  });
  const questions = targets.questions.map((question) => targetItem('question', question));
  const items = [
    ...targets.topics.map((topic) => targetItem('topic', topic)),
    ...terms.map((term) =>
      item(
        'term',
        term.term,
        term.status,
        `${times(term.draft, 'Used')}; ${term.sources} sources use it, ${times(term.perSource)} at the median.`,
      ),
    ),
    ...questions,
    ...keywordItems(draft, targets, analyzer),
    ...(targets.length ? [lengthItem(draft, targets.length)] : []),
    item(
      'reading',
      'Reading grade',
      draft.readingGrade <= 9 ? 'covered' : draft.readingGrade <= 12 ? 'partly' : 'missing',
      `Grade ${draft.readingGrade} (Flesch-Kincaid); 9 or lower reads easily.`,
    ),
    ...(draft.published ? pageItems(draft) : []),
  ];
  return {
    score: scoreOf(items),
    weights: weightsOf(new Set(items.map((found) => found.kind))),
    basis: targets.basis,
    items,
    terms,
    questions: questions.map(({ label, status }) => ({ question: label, status })),
    words: draft.words,
  };
}
