import type { ContentBriefBody } from '@lambdas/content-brief/contract';
import { useStreamingGeneration } from '@/lib/use-streaming-generation';

export const CONTENT_BRIEF_PATH = '/functions/v1/content-brief';

/** Streams a brief from `POST /functions/v1/content-brief` (SPEC.md §7 call 1). */
export const useGenerateBrief = () => useStreamingGeneration<ContentBriefBody>(CONTENT_BRIEF_PATH);
