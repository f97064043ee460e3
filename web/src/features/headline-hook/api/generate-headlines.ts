import { moduleLoader } from '@/lib/lazy-export';
import type { HeadlineBody } from '@lambdas/headline-hook/contract';
import { useTool } from '@/lib/use-tool';
import type { StreamedText } from '@/lib/use-tool-generation';

/** The list with its scores (the rubric, stemmer, word lists): loaded with a result. */
export const loadHeadlineList = moduleLoader(() => import('../components/headline-list'));

/** Streams headlines or hooks from `POST /functions/v1/headline-generator`. */
export const useGenerateHeadlines = (handlers: {
  success: (result: StreamedText, body: HeadlineBody) => void;
  failure: (error: unknown, body: HeadlineBody) => void;
}) => useTool<HeadlineBody>('headline-hook', { ...handlers, view: loadHeadlineList });
