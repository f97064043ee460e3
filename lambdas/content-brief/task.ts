import type { TextTask } from '../shared/generator/types';
import type { ContentBriefRequest } from './contract';
import { demoBrief } from './demo';
import { buildBriefPrompt } from './prompt';

export const briefTask: TextTask<ContentBriefRequest> = {
  name: 'content-brief',
  prompt: buildBriefPrompt,
  demo: demoBrief,
};
