import { textRefinement } from '../shared/tool-kit/refinement';
import { ContentBriefResponseSchema } from './contract';
import { KEEP_IN_ENGLISH, SYSTEM } from './prompt';
import { briefAnswer } from './task';

/** A brief rewritten as asked, its sections' headings kept English. */
export const refinement = textRefinement({
  response: ContentBriefResponseSchema,
  system: SYSTEM,
  keepInEnglish: KEEP_IN_ENGLISH,
  answer: briefAnswer,
  variant: async () => (await import('./demo')).demoBriefVariant,
});
