import type { TextTask } from '../shared/generator/types';
import type { ContentBriefRequest, ContentBriefResponse } from './contract';
import { buildBriefPrompt } from './prompt';

export const briefTask: TextTask<ContentBriefRequest> = {
  name: 'content-brief',
  prompt: buildBriefPrompt,
  demo: async () => (await import('./demo')).demoBrief,
};

/** The buffered answer's content. */
export const briefAnswer = (brief: string): Pick<ContentBriefResponse, 'brief'> => ({ brief });
