import { describeGenerationError, type ErrorWording } from '@/lib/generation-errors';

/** This tool's wording: a failed call shows the service's message, or 'Analysis failed' without one. */
const wording: ErrorWording = {
  serverError: (_status, message) => message || 'Analysis failed',
  invalidResponse: 'No response received from analysis service',
};

/** The error text the Connection Issue panel shows. */
export const analysisErrorText = (error: unknown): string => describeGenerationError(error, wording).message;
