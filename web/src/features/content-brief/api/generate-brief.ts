import type { ContentBriefBody } from '@lambdas/content-brief/contract';
import { useToolGeneration } from '@/lib/use-tool-generation';

/** Streams a brief from `POST /functions/v1/content-brief`, toasting the outcome. */
export const useGenerateBrief = () =>
  useToolGeneration<ContentBriefBody>('content-brief', {
    success: 'Content brief generated successfully!',
    failure: 'Failed to generate content brief',
    keep: 'content-brief',
  });
