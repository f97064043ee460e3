import type { HeadlineBody } from '@lambdas/headline-hook/contract';
import { useStreamingGeneration } from '@/lib/use-streaming-generation';

export const HEADLINE_PATH = '/functions/v1/headline-generator';

/** Streams headlines or hooks from `POST /functions/v1/headline-generator` (SPEC.md §7 call 2). */
export const useGenerateHeadlines = () => useStreamingGeneration<HeadlineBody>(HEADLINE_PATH);
