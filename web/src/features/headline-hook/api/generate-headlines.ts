import type { HeadlineBody } from '@lambdas/headline-hook/contract';
import { useTool } from '@/lib/use-tool';
import type { StreamedText } from '@/lib/use-tool-generation';

/** Streams headlines or hooks from `POST /functions/v1/headline-generator`. */
export const useGenerateHeadlines = (handlers: {
  success: (result: StreamedText, body: HeadlineBody) => void;
  failure: (error: unknown, body: HeadlineBody) => void;
}) => useTool<HeadlineBody>('headline-hook', handlers);
