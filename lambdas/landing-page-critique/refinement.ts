import { textRefinement } from '../shared/tool-kit/refinement';
import { CritiqueResponseSchema, type CritiqueResponse } from './contract';
import { KEEP_IN_ENGLISH, SYSTEM } from './prompt';
import { critiqueAnswer } from './task';

/** What the critique measured, carried over from the previous answer unchanged. */
const measuredOf = ({ checks, competitorChecks, competitorError }: CritiqueResponse) => ({
  checks,
  ...(competitorChecks ? { competitorChecks } : {}),
  ...(competitorError ? { competitorError } : {}),
});

/** A critique rewritten as asked; the checks it was written from stay as measured. */
export const refinement = textRefinement({
  response: CritiqueResponseSchema,
  system: SYSTEM,
  keepInEnglish: KEEP_IN_ENGLISH,
  answer: (analysis, previous) => critiqueAnswer(measuredOf(previous))(analysis),
  data: measuredOf,
  variant: async () => (await import('./demo')).demoCritiqueVariant,
});
