/** Pure and browser-safe: a grade and its edits as titled sections, for the clipboard and the Word file. */
import { formatNumber } from '../../shared/contracts/format-number';
import { NO_RESEARCH_LINE, sourcesSections } from '../../shared/contracts/research';
import { comparedWithSources, DRAFT_ONLY_CAP } from '../grade/basis';
import type { CoverageStatus, GradeKind, Graded, RangeBand } from '../contract';
import { rangeText } from '../grade/ranges';

/** How a status reads, on screen and in files. */
export const statusLabels: Record<CoverageStatus, string> = {
  covered: 'Covered',
  partly: 'Partly',
  missing: 'Missing',
};

/** How a count stands against its range, on screen and in files. */
export const bandLabels: Record<RangeBand, string> = { under: 'under', within: 'within', over: 'over' };

/** "1 source", "3 sources". */
const sourcesText = (n: number) => `${formatNumber(n)} ${n === 1 ? 'source' : 'sources'}`;

/** How each kind of item is named, on screen and in files. */
export const kindLabels: Record<GradeKind, string> = {
  topic: 'Topics the sources cover',
  term: 'Terms to use',
  question: 'Questions to answer',
  keyword: 'The keyword’s placement',
  structure: 'Structure',
  length: 'Length',
  reading: 'Reading ease',
  page: 'Links and images',
};

/** "1 page that ranks", "3 pages that rank". */
const pages = (n: number) => `${formatNumber(n)} ${n === 1 ? 'page that ranks' : 'pages that rank'}`;

/** The label of a grade no ranking page was compared with. */
export const DRAFT_ONLY = 'Draft only';

/** What the draft was graded against, in one line. */
export function basisLine(graded: Graded): string {
  const read = graded.sources.filter((source) => source.read).length;
  if (comparedWithSources(graded))
    return graded.basis === 'brief'
      ? `Graded against the brief you chose and ${pages(read)} today.`
      : `Graded against ${pages(read)} today.`;
  const against =
    graded.basis === 'brief' ? 'the brief you chose and what your draft shows' : 'what your draft shows';
  return `${DRAFT_ONLY}: graded on ${against}, without the pages that rank, so at most ${DRAFT_ONLY_CAP}.`;
}

/** Why no source was compared, in the visitor's words; none when one was. */
export const researchLine = (graded: Graded): string | undefined =>
  graded.research === 'live' ? undefined : `${NO_RESEARCH_LINE}: ${graded.researchNote ?? ''}`.trim();

/** The grade, the terms, the questions, the edits and the sources with their URLs, as titled sections. */
export function gradeSections(graded: Graded, edits: string): { title: string; body: string }[] {
  const weights = Object.entries(graded.weights)
    .map(([kind, weight]) => `${kindLabels[kind as GradeKind]} ${weight} %`)
    .join(', ');
  const items = graded.items.map(
    (item) => `- **${statusLabels[item.status]}** ${kindLabels[item.kind]}: ${item.label}. ${item.evidence}`,
  );
  const terms = graded.terms.map((term) =>
    term.range
      ? `- ${term.term}: ${rangeText(term.range)} for your length (you: ${term.range.you}, ${bandLabels[term.range.band]}); in ${sourcesText(term.sources)}`
      : `- ${term.term}: in ${sourcesText(term.sources)}, ${term.perSource} times each at the median; ${term.draft} in your draft (${statusLabels[term.status].toLowerCase()})`,
  );
  const questions = graded.questions.map(
    (question) => `- ${question.question} (${statusLabels[question.status].toLowerCase()})`,
  );
  return [
    {
      title: 'Grade',
      body: [
        `**${graded.score} out of 100**, ${formatNumber(graded.words)} words. ${basisLine(graded)}`,
        ...[researchLine(graded) ?? []].flat(),
        `Weights: ${weights}.`,
        ...items,
      ].join('\n'),
    },
    ...(terms.length ? [{ title: 'Terms to Use', body: terms.join('\n') }] : []),
    ...(questions.length ? [{ title: 'Questions to Answer', body: questions.join('\n') }] : []),
    ...(edits.trim() ? [{ title: 'Edits', body: edits.trim() }] : []),
    ...sourcesSections(graded.sources),
  ];
}
