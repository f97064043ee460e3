import { toast } from '@/lib/toast';
import { describeGenerationError, type ErrorWording } from '@/lib/generation-errors';

/** An answer that came back but could not be read (the "Invalid response from …" texts). */
export class InvalidAnswerError extends Error {
  override name = 'InvalidAnswerError';
}

/** The YouTube errors carry a message written for visitors: show it as it is. */
const wording = (invalidResponse: string): ErrorWording => ({
  serverError: (_status, message) => message,
  invalidResponse,
});

export const searchWording = wording('Invalid response from YouTube search');
export const ideaWording = wording('Invalid response from idea generator');

/** What went wrong, in the visitor's words; an unreadable answer says so and nothing more. */
export const problemText = (error: unknown, errorWording: ErrorWording): string =>
  error instanceof InvalidAnswerError ? error.message : describeGenerationError(error, errorWording).message;

/** The failure toast: 'Failed to fetch videos' / 'Failed to generate ideas' with the reason, or the invalid-answer text. */
export function failureToast(title: string, error: unknown, errorWording: ErrorWording): void {
  if (error instanceof InvalidAnswerError) toast.error(error.message);
  else toast.error(title, { description: problemText(error, errorWording) });
}
