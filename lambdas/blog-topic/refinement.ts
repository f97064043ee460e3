import { objectRefinement } from '../shared/tool-kit/refinement';
import { BlogIdeasSchema, BlogTopicResponseSchema } from './contract';
import { SYSTEM, TOOL } from './prompt';

/** Topic ideas rewritten as asked, resubmitted through the tool's own forced tool. */
export const refinement = objectRefinement({
  response: BlogTopicResponseSchema,
  system: SYSTEM,
  tool: TOOL,
  schema: () => BlogIdeasSchema,
  objectOf: ({ ideas }) => ({ ideas }),
  answer: ({ ideas }) => ({ ideas }),
  variant: async () => (await import('./demo')).demoBlogVariant,
});
