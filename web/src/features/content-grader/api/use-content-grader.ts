import type { ContentGraderBody } from '@lambdas/content-grader/contract';
import { useTool } from '@/lib/use-tool';

/** Streams a draft from `POST /functions/v1/content-grader`, toasting the outcome. */
export const useContentGrader = () =>
  useTool<ContentGraderBody>('content-grader', {
    success: 'Content Grader: your draft is ready.',
    failure: 'Failed to write your draft',
  });
