import type { TextTask } from '../shared/generator/types';
import type { ContentBriefResponse } from './contract';
import { buildBriefPrompt, type BriefInput } from './prompt';

export const briefTask: TextTask<BriefInput> = {
  name: 'content-brief',
  prompt: buildBriefPrompt,
  demo: async () => (await import('./demo')).demoBrief,
};

/** The buffered answer's content. */
export const briefAnswer = (brief: string): Pick<ContentBriefResponse, 'brief'> => ({ brief });
