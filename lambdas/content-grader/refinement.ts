import { textRefinement } from '../shared/tool-kit/refinement';
import { ContentGraderResponseSchema, type ContentGraderResponse } from './contract';
import { SYSTEM } from './prompt';
import { contentGraderAnswer } from './task';

/** What the grade measured, carried over from the previous answer unchanged. */
const gradedOf = ({
  edits: _edits,
  demo: _demo,
  usage: _usage,
  sample: _sample,
  ...graded
}: ContentGraderResponse) => graded;

/** The edits rewritten as asked; the grade they were written from stays as measured. */
export const refinement = textRefinement({
  response: ContentGraderResponseSchema,
  system: SYSTEM,
  answer: (edits, previous) => contentGraderAnswer(gradedOf(previous))(edits),
  data: gradedOf,
  variant: async () => (await import('./demo')).demoContentGraderVariant,
});
