import type { LinkedInPostBody } from '@lambdas/linkedin-post/contract';
import { useStreamingGeneration } from '@/lib/use-streaming-generation';

export const LINKEDIN_POST_PATH = '/functions/v1/linkedin-post';

/** Streams a post from `POST /functions/v1/linkedin-post`. */
export const useGeneratePost = () => useStreamingGeneration<LinkedInPostBody>(LINKEDIN_POST_PATH);
