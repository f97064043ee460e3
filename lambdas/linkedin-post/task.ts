import type { TextTask } from '../shared/generator/types';
import type { LinkedInPostRequest } from './contract';
import { demoLinkedInPost } from './demo';
import { buildLinkedInPostPrompt } from './prompt';

export const linkedinPostTask: TextTask<LinkedInPostRequest> = {
  name: 'linkedin-post',
  prompt: buildLinkedInPostPrompt,
  demo: demoLinkedInPost,
};
