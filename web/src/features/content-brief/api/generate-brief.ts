import { moduleLoader } from '@/lib/lazy-export';
import type { ContentBriefBody } from '@lambdas/content-brief/contract';
import { useTool } from '@/lib/use-tool';

/** The brief's sections and sources on screen (their parsers, the research schema): loaded with a result. */
export const loadBriefView = moduleLoader(() => import('../components/brief-view'));

/** Streams a brief from `POST /functions/v1/content-brief`, toasting the outcome. */
export const useGenerateBrief = () =>
  useTool<ContentBriefBody>('content-brief', {
    success: 'Content brief generated successfully!',
    failure: 'Failed to generate content brief',
    view: loadBriefView,
  });
