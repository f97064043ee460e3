import type { LinkedInPostBody } from '@lambdas/linkedin-post/contract';
import { useToolGeneration } from '@/lib/use-tool-generation';

/** Streams a post from `POST /functions/v1/linkedin-post`, toasting the outcome. */
export const useGeneratePost = () =>
  useToolGeneration<LinkedInPostBody>('linkedin-post', {
    success: 'LinkedIn post generated successfully!',
    failure: 'Failed to generate LinkedIn post',
    keep: 'linkedin-post',
  });
