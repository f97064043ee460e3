import { sentencesOf } from '../shared/documents/reading-grade';
import {
  ownInputSample,
  variantOf,
  type DemoAnswer,
  type DemoVariant,
  type Instruction,
} from '../shared/generator/demo-sample';
import type { GradeItem } from './contract';
import { EDIT_COUNT, type EditsInput } from './prompt';

/**
 * The demo's edits, written in advance as one sentence per kind of gap and filled with what the grade measured:
 * the sample is the grade's own, so it never claims what was not measured. Each edit is its first sentence, then
 * why; Shorter keeps the first sentences, Longer gives the reasons back.
 */
const wording: Record<GradeItem['kind'], (item: GradeItem) => string> = {
  topic: ({ label }) =>
    `Add a section on "${label}" under a subheading of its own. The pages that rank share it.`,
  term: ({ label }) => `Use the term "${label}" where it fits naturally. The pages that rank use it.`,
  question: ({ label }) => `Answer "${label}" under its own subheading. Readers ask it.`,
  keyword: ({ label }) => `Put the keyword where it is missing: ${label.toLowerCase()}.`,
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

/** The edits, each with the evidence the grade measured for its gap; a draft with none says so. */
function editsOf(items: readonly GradeItem[]): string {
  const gaps = gapsOf(items);
  if (!gaps.length) return '1. Nothing to add: every item the grade measures is covered.';
  return gaps.map((gap, i) => `${i + 1}. ${wording[gap.kind](gap)} ${gap.evidence}`).join('\n');
}

/** The demo answer: the edits of the measured gaps, under a first line that says they come from the draft's grade. */
export function demoContentGrader({ request, grade }: EditsInput): DemoAnswer<string> {
  return {
    content: editsOf(grade.items),
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

/** Each edit's first sentence: the demo's Shorter. */
const firstSentences = (edits: string): string =>
  edits
    .split('\n')
    .map((line) => {
      const numbered = /^(\d+\. )(.*)$/.exec(line);
      const [n, rest] = numbered ? [numbered[1]!, numbered[2]!] : ['', line];
      return `${n}${sentencesOf(rest)[0] ?? rest}`;
    })
    .join('\n');

/** A refinement of the demo's edits: their first sentences (Shorter), the whole again (Longer), or a note why not. */
export const demoContentGraderVariant = (previous: string, instruction: Instruction): DemoVariant<string> =>
  variantOf([{ levels: [firstSentences(previous), previous] }], previous, instruction);
