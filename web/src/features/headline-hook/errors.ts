import type { GenerationMode } from '@lambdas/headline-hook/contract';
import { describeGenerationError, type ErrorWording } from '@/lib/generation-errors';

/** The product rules' (docs/product.md#headlines-and-hooks) wording for this tool: 'Failed to generate {kind}s ({status}): {body}'. */
export const errorWording = (mode: GenerationMode): ErrorWording => ({
  serverError: (status, message) => `Failed to generate ${mode} (${status}): ${message}`,
  invalidResponse: 'Invalid response format',
});

/** What the 'Generation failed' toast says. */
export const failureMessage = (error: unknown, mode: GenerationMode) =>
  describeGenerationError(error, errorWording(mode)).message;
