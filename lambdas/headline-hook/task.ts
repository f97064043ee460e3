import type { TextTask } from '../shared/generator/types';
import type { HeadlineRequest } from './contract';
import { demoHeadlineList } from './demo';
import { buildHeadlinePrompt } from './prompt';

export const headlineTask: TextTask<HeadlineRequest> = {
  name: 'headline-hook',
  prompt: buildHeadlinePrompt,
  demo: demoHeadlineList,
};
