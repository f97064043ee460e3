import { textRefinement } from '../shared/tool-kit/refinement';
import { ContentGraderResponseSchema } from './contract';
import { SYSTEM } from './prompt';
import { contentGraderAnswer } from './task';

/** The text rewritten as asked, answered like the tool's own. */
export const refinement = textRefinement({
  response: ContentGraderResponseSchema,
  system: SYSTEM,
  answer: contentGraderAnswer,
  variant: async () => (await import('./demo')).demoContentGraderVariant,
});
