import type { TextTask } from '../shared/generator/types';
import type { CritiqueChecks, CritiqueResponse } from './contract';
import { buildCritiquePrompt, type CritiqueInput } from './prompt';

export const critiqueTask: TextTask<CritiqueInput> = {
  name: 'landing-page-critique',
  prompt: buildCritiquePrompt,
  demo: async () => (await import('./demo')).demoCritique,
};

/** The buffered answer's content: the critique and what it was written from. */
export const critiqueAnswer =
  (measured: CritiqueChecks) =>
  (analysis: string): Omit<CritiqueResponse, 'demo' | 'usage'> => ({ analysis, ...measured });
