import type { GenerationMode } from '@lambdas/headline-hook/contract';
import { describeGenerationError, type ErrorWording } from '@/lib/generation-errors';

/** SPEC.md §8's wording for this tool: 'Failed to generate {kind}s ({status}): {body}'. */
export const errorWording = (mode: GenerationMode): ErrorWording => ({
  serverError: (status, message) => `Failed to generate ${mode} (${status}): ${message}`,
  invalidResponse: 'Invalid response format',
});

/** A finished generation with nothing in it (SPEC.md §8). */
export class EmptyResultError extends Error {
  constructor() {
    super('No data received from generator');
    this.name = 'EmptyResultError';
  }
}

/** What the 'Generation failed' toast says. */
export const failureMessage = (error: unknown, mode: GenerationMode) =>
  describeGenerationError(error, errorWording(mode)).message;
