import type { ObjectTask } from '../shared/generator/types';
import { PresenceAnalysisSchema } from './contract';
import { buildPresencePrompt, TOOL, type PresenceInput } from './prompt';

/** The structured generation of one analysis: the forced tool's input must match the analysis schema. */
export const presenceTask: ObjectTask<PresenceInput, typeof PresenceAnalysisSchema> = {
  name: 'show-up-online',
  tool: TOOL,
  schema: PresenceAnalysisSchema,
  prompt: buildPresencePrompt,
  demo: async () => (await import('./demo')).demoPresenceAnalysis,
};
