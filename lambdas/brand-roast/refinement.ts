import { objectRefinement } from '../shared/tool-kit/refinement';
import { BrandRoastResponseSchema, RoastResultSchema } from './contract';
import { SYSTEM, TOOL } from './prompt';

/** A roast and rebuild rewritten as asked; never emailed (the roast's email went out with the first result). */
export const refinement = objectRefinement({
  response: BrandRoastResponseSchema,
  system: SYSTEM,
  tool: TOOL,
  schema: () => RoastResultSchema,
  objectOf: ({ roast, rebuild }) => ({ roast, rebuild }),
  answer: (result) => ({ ...result, emailed: false }),
  variant: async () => (await import('./demo')).demoRoastVariant,
});
