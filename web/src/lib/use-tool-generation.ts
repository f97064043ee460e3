import { useRef } from 'react';
import { toast } from 'sonner';
import { describeGenerationError } from './generation-errors';
import { revealOnNarrowScreen } from './reveal';
import { useStreamingGeneration } from './use-streaming-generation';

/**
 * A tool's streamed generation from `path`, with what every tool page does around it: bring the
 * result panel (`resultRef`) into view on narrow screens, where it sits below the form, and toast
 * the outcome as `success` or `failure: {what went wrong}`.
 */
export function useToolGeneration<B>(path: string, messages: { success: string; failure: string }) {
  const generation = useStreamingGeneration<B>(path);
  const resultRef = useRef<HTMLDivElement>(null);
  function start(body: B) {
    revealOnNarrowScreen(resultRef.current);
    generation.generate(body, {
      onSuccess: () => toast.success(messages.success),
      onError: (error) => toast.error(`${messages.failure}: ${describeGenerationError(error).message}`),
    });
  }
  return { ...generation, start, resultRef };
}
