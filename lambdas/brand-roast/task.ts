import type { ObjectTask } from '../shared/generator/types';
import { RoastResultSchema, type RoastInput } from './contract';
import { buildBrandRoastPrompt, TOOL } from './prompt';

/** The structured generation of a roast: `{ roast, rebuild }` held to the contract's schema. */
export const brandRoastTask: ObjectTask<RoastInput, typeof RoastResultSchema> = {
  name: 'brand-roast',
  tool: TOOL,
  schema: RoastResultSchema,
  prompt: buildBrandRoastPrompt,
  demo: async () => (await import('./demo')).demoRoast,
};
