import { objectRefinement } from '../shared/tool-kit/refinement';
import { IdeaGeneratorResponseSchema } from './contract';
import { SYSTEM, TOOL } from './prompt';
import { distinctCitations, ideasSchemaFor } from './task';

/** Content ideas rewritten as asked, each citing only videos the previous ideas cite. */
export const refinement = objectRefinement<
  typeof IdeaGeneratorResponseSchema,
  ReturnType<typeof ideasSchemaFor>
>({
  response: IdeaGeneratorResponseSchema,
  system: SYSTEM,
  tool: TOOL,
  // The videos are not sent again: a refined idea may cite only numbers the previous ideas cite.
  schema: ({ ideas }) => ideasSchemaFor(Math.max(1, ...ideas.flatMap((idea) => idea.basedOn))),
  objectOf: ({ ideas }) => ({ ideas }),
  answer: ({ ideas }) => ({ ideas: distinctCitations(ideas) }),
  variant: async () => (await import('./demo')).demoIdeaVariant,
});
