import type { ContentBriefBody } from '@lambdas/content-brief/contract';
import { useToolGeneration } from '@/lib/use-tool-generation';

export const CONTENT_BRIEF_PATH = '/functions/v1/content-brief';

/** Streams a brief from `POST /functions/v1/content-brief` (SPEC.md §7 call 1), with SPEC.md §8's toasts. */
export const useGenerateBrief = () =>
  useToolGeneration<ContentBriefBody>(CONTENT_BRIEF_PATH, {
    success: 'Content brief generated successfully!',
    failure: 'Failed to generate content brief',
  });
