import type { ContentBriefBody } from '@lambdas/content-brief/contract';
import { useTool } from '@/lib/use-tool';

/** Streams a brief from `POST /functions/v1/content-brief`, toasting the outcome. */
export const useGenerateBrief = () =>
  useTool<ContentBriefBody>('content-brief', {
    success: 'Content brief generated successfully!',
    failure: 'Failed to generate content brief',
  });
