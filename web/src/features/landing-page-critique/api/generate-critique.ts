import { moduleLoader } from '@/lib/lazy-export';
import { toast } from '@/lib/toast';
import type { CritiqueBody, CritiqueChecks } from '@lambdas/landing-page-critique/contract';
import { describeGenerationError, type ErrorWording } from '@/lib/generation-errors';
import { useTool } from '@/lib/use-tool';

/** The critique's sections and the measured checks on screen: loaded with a result. */
export const loadCritiqueSections = moduleLoader(() => import('../components/critique-sections-view'));
export const loadChecksPanel = moduleLoader(() => import('../components/checks-panel'));
const loadCritiqueView = () => Promise.all([loadCritiqueSections(), loadChecksPanel()]);

/** A page that cannot be read answers a 422 whose message is already the visitor's reason. */
export const critiqueErrorWording: ErrorWording = { serverError: (_status, message) => message };

/**
 * Streams a critique from `POST /functions/v1/landing-page-critique`: the measured checks arrive
 * first (checked with their schema, loaded with the request), then the critique as it is written; the outcome
 * is toasted.
 */
export function useGenerateCritique() {
  const generation = useTool<CritiqueBody>('landing-page-critique', {
    success: 'Landing page analysis complete!',
    failure: (error) =>
      toast.error('Failed to analyze landing page', {
        description: describeGenerationError(error, critiqueErrorWording).message,
      }),
    parseData: async () => (await import('./checks')).readChecks,
    view: loadCritiqueView,
  });
  return { ...generation, measured: generation.streamData as CritiqueChecks | undefined };
}
