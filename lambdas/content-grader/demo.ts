import {
  ownInputSample,
  variantOf,
  variantNotes,
  type DemoAnswer,
  type DemoVariant,
  type Instruction,
} from '../shared/generator/demo-sample';
import type { Grade, GradeItem } from './contract';
import { comparedWithSources } from './grade/basis';
import { EDIT_COUNT, type EditsInput } from './prompt';

/**
 * The demo's edits, written in advance as one sentence per kind of gap and filled with what the grade measured:
 * the sample is the grade's own, so it never claims what was not measured. Each edit is its first sentence, then
 * why; Shorter keeps a few words of each, Longer adds why each matters.
 */
const wording: Record<GradeItem['kind'], (item: GradeItem) => string> = {
  topic: ({ label }) =>
    `Add a section on "${label}" under a subheading of its own. The pages that rank share it.`,
  term: ({ label }) => `Use the term "${label}" where it fits naturally. The pages that rank use it.`,
  question: ({ label }) => `Answer "${label}" under its own subheading. Readers ask it.`,
  keyword: ({ label }) => `Put the keyword where it is missing: ${label.toLowerCase()}.`,
  structure: ({ label }) =>
    `Add ${/^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label} to the draft.`,
  length: () => 'Write more where the topics above are thin.',
  reading: () => 'Shorten long sentences and swap long words for short ones.',
  page: ({ label }) => `Fix the ${label.toLowerCase()}.`,
};

/** The gaps worth most first: the grade's own order of weight, missing before partly covered. */
const gapsOf = (items: readonly GradeItem[]) =>
  [
    ...items.filter((item) => item.status === 'missing'),
    ...items.filter((item) => item.status === 'partly'),
  ].slice(0, EDIT_COUNT);

/** The edits, each with the evidence the grade measured for its gap; a draft with none says so, and how it was graded. */
function editsOf(grade: Grade): string {
  const gaps = gapsOf(grade.items);
  if (!gaps.length)
    return comparedWithSources(grade)
      ? '1. Nothing to add: every item the grade measures is covered.'
      : '1. Every check your draft shows on its own passes, but no page that ranks was compared with it: grade it again when live search is back to see what those pages cover.';
  return gaps.map((gap, i) => `${i + 1}. ${wording[gap.kind](gap)} ${gap.evidence}`).join('\n');
}

/** The demo answer: the edits of the measured gaps, under a first line that says they come from the draft's grade. */
export function demoContentGrader({ request, grade }: EditsInput): DemoAnswer<string> {
  return {
    content: editsOf(grade),
    sample: ownInputSample(
      {
        business: 'your draft',
        kind: 'as its grade measured it',
        basis: 'Sample edits, written in advance from your draft’s measured grade.',
      },
      { Keyword: request.keyword, Audience: request.audience, Score: `${grade.score} / 100` },
    ),
  };
}

/** Each kind of gap in a few words: the edits' short version (a line each). */
const briefWording: Record<GradeItem['kind'], (item: GradeItem) => string> = {
  topic: ({ label }) => `Cover "${label}".`,
  term: ({ label }) => `Use "${label}".`,
  question: ({ label }) => `Answer "${label}".`,
  keyword: ({ label }) => `Keyword missing: ${label.toLowerCase()}.`,
  structure: ({ label }) => `Add: ${label.toLowerCase()}.`,
  length: () => 'Write more.',
  reading: () => 'Simplify sentences.',
  page: ({ label }) => `Fix: ${label.toLowerCase()}.`,
};

/** Why each kind of gap matters, and how to check the fix: the edits' long version adds it to each edit. */
const reasons: Record<GradeItem['kind'], string> = {
  topic: 'A reader who searched for this expects it, so a page without it sends them back to the results.',
  term: 'Search engines read the words around a topic to judge how fully a page covers it.',
  question: 'Answering it in the first sentence under the subheading gives the reader what they came for.',
  keyword:
    'Readers and search engines read titles and subheadings first, so the keyword there says what the page is about.',
  structure: 'Readers scan before they read, and structure is what they scan.',
  length: 'Add examples and steps rather than padding: grade the draft again to see the new count.',
  reading: 'Aim for sentences under 20 words, then grade the draft again to see the new reading grade.',
  page: 'It is what a search result shows before anyone opens the page.',
};

/** The edits at three lengths: in a few words, with the evidence (the answer), and with why each matters. */
function editLevels(grade: Grade): string[] {
  const gaps = gapsOf(grade.items);
  if (!gaps.length) return [editsOf(grade)];
  const list = (line: (gap: GradeItem) => string) =>
    gaps.map((gap, i) => `${i + 1}. ${line(gap)}`).join('\n');
  return [
    list((gap) => briefWording[gap.kind](gap)),
    editsOf(grade),
    list((gap) => `${wording[gap.kind](gap)} ${gap.evidence} ${reasons[gap.kind]}`),
  ];
}

/**
 * A refinement of the demo's edits, written again from the grade the answer carries: in a few words (Shorter),
 * with the evidence, or with why each matters (Longer); a grade with nothing to edit has one version, which the
 * note says.
 */
export function demoContentGraderVariant(
  previous: string,
  instruction: Instruction,
  answer?: unknown,
): DemoVariant<string> {
  const grade = answer as Grade | undefined;
  if (!grade?.items) return { content: previous, note: variantNotes.unknown };
  return variantOf([{ levels: editLevels(grade) }], previous, instruction);
}
