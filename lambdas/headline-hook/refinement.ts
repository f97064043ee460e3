import { textRefinement } from '../shared/tool-kit/refinement';
import { HeadlineResponseSchema } from './contract';
import { SYSTEM } from './prompt';
import { headlineAnswer } from './task';

/** A list of headlines or hooks rewritten as asked, one item a line. */
export const refinement = textRefinement({
  response: HeadlineResponseSchema,
  system: SYSTEM,
  answer: headlineAnswer,
  variant: async () => (await import('./demo')).demoHeadlineVariant,
});
