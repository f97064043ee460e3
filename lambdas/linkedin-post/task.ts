import type { GenerationMeta } from '../shared/contracts/generation';
import { measurePost } from './documents/post-length';
import type { TextTask } from '../shared/generator/types';
import type { LinkedInPostRequest, LinkedInPostResponse } from './contract';
import { buildLinkedInPostPrompt } from './prompt';

export const linkedinPostTask: TextTask<LinkedInPostRequest> = {
  name: 'linkedin-post',
  prompt: buildLinkedInPostPrompt,
  demo: async () => (await import('./demo')).demoLinkedInPost,
};

/** The buffered answer: the post, measured against LinkedIn's limits and the length that was asked for. */
export const postAnswer = (
  post: string,
  input: LinkedInPostRequest,
): Omit<LinkedInPostResponse, keyof GenerationMeta> => ({ post, stats: measurePost(post, input.postLength) });
