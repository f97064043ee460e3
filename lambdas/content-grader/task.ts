import type { TextTask } from '../shared/generator/types';
import type { ContentGraderRequest } from './contract';
import { buildContentGraderPrompt } from './prompt';

export const contentGraderTask: TextTask<ContentGraderRequest> = {
  name: 'content-grader',
  prompt: buildContentGraderPrompt,
  demo: async () => (await import('./demo')).demoContentGrader,
};

/** The buffered answer's content. */
export const contentGraderAnswer = (text: string) => ({ text });
