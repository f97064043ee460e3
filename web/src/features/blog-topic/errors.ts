import { describeGenerationError, type ErrorWording } from '@/lib/generation-errors';

/** The product rules' (docs/product.md#blog-topics) wording for this tool. */
export const errorWording: ErrorWording = {
  serverError: (status, message) => `${message} (${status})`,
  invalidResponse: 'Invalid response format from server',
};

/** The toast for a failed generation: 'Error generating topics: {error}'. */
export const failureMessage = (error: unknown) =>
  `Error generating topics: ${describeGenerationError(error, errorWording).message}`;
