import type { LinkedInPostBody } from '@lambdas/linkedin-post/contract';
import { refinedLength, type PostLength } from '@lambdas/linkedin-post/documents/post-length';
import { useTool, type ToolOptions } from '@/lib/use-tool';
import type { StreamedText } from '@/lib/use-tool-generation';

/** A post as shown: a refined one carries the length it is measured against (the server's stats use it too). */
export type ShownPost = StreamedText & { postLength?: PostLength };

const options: ToolOptions<LinkedInPostBody, ShownPost> = {
  success: 'LinkedIn post generated successfully!',
  failure: 'Failed to generate LinkedIn post',
  carry: (refined, before, instruction) => ({
    ...refined,
    postLength: refinedLength(before.text, instruction),
  }),
};

/** Streams a post from `POST /functions/v1/linkedin-post`, toasting the outcome. */
export const useGeneratePost = () => useTool<LinkedInPostBody, ShownPost>('linkedin-post', options);
