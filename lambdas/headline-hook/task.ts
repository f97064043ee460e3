import type { TextTask } from '../shared/generator/types';
import type { HeadlineRequest } from './contract';
import { buildHeadlinePrompt } from './prompt';

export const headlineTask: TextTask<HeadlineRequest> = {
  name: 'headline-hook',
  prompt: buildHeadlinePrompt,
  demo: async () => (await import('./demo')).demoHeadlineList,
};

/** The buffered answer's content: the numbered list as one text. */
export const headlineAnswer = (result: string) => ({ result });
