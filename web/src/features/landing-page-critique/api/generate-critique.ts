import { useMemo } from 'react';
import { toast } from '@/lib/toast';
import { CritiqueChecksSchema, type CritiqueBody } from '@lambdas/landing-page-critique/contract';
import { describeGenerationError, type ErrorWording } from '@/lib/generation-errors';
import { useTool } from '@/lib/use-tool';

/** A page that cannot be read answers a 422 whose message is already the visitor's reason. */
export const critiqueErrorWording: ErrorWording = { serverError: (_status, message) => message };

/**
 * Streams a critique from `POST /functions/v1/landing-page-critique`: the measured checks arrive
 * first (validated here), then the critique as it is written; the outcome is toasted.
 */
export function useGenerateCritique() {
  const generation = useTool<CritiqueBody>('landing-page-critique', {
    success: 'Landing page analysis complete!',
    failure: (error) =>
      toast.error('Failed to analyze landing page', {
        description: describeGenerationError(error, critiqueErrorWording).message,
      }),
  });
  const { streamData } = generation;
  const measured = useMemo(() => CritiqueChecksSchema.safeParse(streamData).data, [streamData]);
  return { ...generation, measured };
}
