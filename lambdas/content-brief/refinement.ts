import { textRefinement } from '../shared/tool-kit/refinement';
import { ContentBriefResponseSchema, type ContentBriefResponse } from './contract';
import { KEEP_IN_ENGLISH, SYSTEM } from './prompt';
import { briefAnswer } from './task';

/**
 * The live research the brief was written from, carried over unchanged as the refinement's `data` line: the
 * refined brief keeps its sources on screen, and its signature covers them as the page keeps them. A brief
 * kept from before live research has none.
 */
const researchOf = ({ research, sources, questions, researchNote }: ContentBriefResponse) =>
  research
    ? {
        research,
        sources: sources ?? [],
        ...(questions ? { questions } : {}),
        ...(researchNote ? { researchNote } : {}),
      }
    : undefined;

/** A brief rewritten as asked, its sections' headings kept English, its research kept as it was. */
export const refinement = textRefinement({
  response: ContentBriefResponseSchema,
  system: SYSTEM,
  keepInEnglish: KEEP_IN_ENGLISH,
  answer: (brief, previous) => ({ ...researchOf(previous), ...briefAnswer(brief) }),
  data: researchOf,
  variant: async () => (await import('./demo')).demoBriefVariant,
});
