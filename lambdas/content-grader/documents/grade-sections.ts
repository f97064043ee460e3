/** Pure and browser-safe: a grade and its edits as titled sections, for the clipboard and the Word file. */
import { formatNumber } from '../../shared/contracts/format-number';
import { NO_RESEARCH_LINE, sourcesSections } from '../../shared/contracts/research';
import type { CoverageStatus, GradeKind, Graded } from '../contract';

/** How a status reads, on screen and in files. */
export const statusLabels: Record<CoverageStatus, string> = {
  covered: 'Covered',
  partly: 'Partly',
  missing: 'Missing',
};

/** How each kind of item is named, on screen and in files. */
export const kindLabels: Record<GradeKind, string> = {
  topic: 'Topics the sources cover',
  term: 'Terms to use',
  question: 'Questions to answer',
  keyword: 'The keyword’s placement',
  length: 'Length',
  reading: 'Reading ease',
  page: 'Links and images',
};

/** What the draft was graded against, in one line. */
export function basisLine(graded: Graded): string {
  if (graded.basis === 'sources')
    return `Graded against ${graded.sources.filter((source) => source.read).length} pages that rank today.`;
  const without =
    graded.research === 'live' ? '' : `${NO_RESEARCH_LINE}: ${graded.researchNote ?? ''}`.trim();
  const against =
    graded.basis === 'brief'
      ? 'Graded against the brief you chose.'
      : 'Graded on the page’s own checks only.';
  return [against, without].filter(Boolean).join(' ');
}

/** The grade, the terms, the questions, the edits and the sources with their URLs, as titled sections. */
export function gradeSections(graded: Graded, edits: string): { title: string; body: string }[] {
  const weights = Object.entries(graded.weights)
    .map(([kind, weight]) => `${kindLabels[kind as GradeKind]} ${weight} %`)
    .join(', ');
  const items = graded.items.map(
    (item) => `- **${statusLabels[item.status]}** ${kindLabels[item.kind]}: ${item.label}. ${item.evidence}`,
  );
  const terms = graded.terms.map(
    (term) =>
      `- ${term.term}: in ${term.sources} sources, ${term.perSource} times each at the median; ${term.draft} in your draft (${statusLabels[term.status].toLowerCase()})`,
  );
  const questions = graded.questions.map(
    (question) => `- ${question.question} (${statusLabels[question.status].toLowerCase()})`,
  );
  return [
    {
      title: 'Grade',
      body: [
        `**${graded.score} out of 100**, ${formatNumber(graded.words)} words. ${basisLine(graded)}`,
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
