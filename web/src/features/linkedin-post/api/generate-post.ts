import type { LinkedInPostBody } from '@lambdas/linkedin-post/contract';
import { useToolGeneration } from '@/lib/use-tool-generation';

export const LINKEDIN_POST_PATH = '/functions/v1/linkedin-post';

/** Streams a post from `POST /functions/v1/linkedin-post`. */
export const useGeneratePost = () =>
  useToolGeneration<LinkedInPostBody>(LINKEDIN_POST_PATH, {
    success: 'LinkedIn post generated successfully!',
    failure: 'Failed to generate LinkedIn post',
  });
