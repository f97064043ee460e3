import type { LinkedInPostBody } from '@lambdas/linkedin-post/contract';
import { useTool } from '@/lib/use-tool';

/** Streams a post from `POST /functions/v1/linkedin-post`, toasting the outcome. */
export const useGeneratePost = () =>
  useTool<LinkedInPostBody>('linkedin-post', {
    success: 'LinkedIn post generated successfully!',
    failure: 'Failed to generate LinkedIn post',
  });
