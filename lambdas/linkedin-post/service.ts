import type { GenerationMeta } from '../shared/contracts/generation';
import { measurePost } from '../shared/documents/linkedin-post-length';
import type { LinkedInPostRequest, LinkedInPostResponse } from './contract';

/** The buffered answer: the post, measured against LinkedIn's limits and the length that was asked for. */
export const postAnswer = (
  post: string,
  input: LinkedInPostRequest,
): Omit<LinkedInPostResponse, keyof GenerationMeta> => ({ post, stats: measurePost(post, input.postLength) });
