/** The analysis answer, read with its schema: loaded by the first request, never with the page. */
import * as z from '@lambdas/shared/contracts/zod';
import { OnlinePresenceResponseSchema, PresenceAnalysisSchema } from '@lambdas/show-up-online/contract';
import type { PresenceAnswer } from '../report';

/** Any difficulty word is read; the badge shows the known ones in colour and the rest neutral. */
const AnswerSchema = z.extend(OnlinePresenceResponseSchema, {
  analysis: z.extend(PresenceAnalysisSchema, {
    keyword_difficulty_estimate: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  }),
});

/** The analysis service answered, but not with an analysis (the visitor reads the message). */
export class AnalysisError extends Error {
  override name = 'AnalysisError';
}

/** Reads one answer: an analysis, or `{ success: false, error }`, or nothing usable. */
export function parsePresenceAnswer(answer: unknown): PresenceAnswer {
  if (answer === null || answer === undefined || answer === '')
    throw new AnalysisError('No response received from analysis service');
  const reply = answer as { success?: unknown; error?: unknown };
  if (reply.success === false)
    throw new AnalysisError(typeof reply.error === 'string' && reply.error ? reply.error : 'Analysis failed');
  const parsed = AnswerSchema.safeParse(answer);
  if (!parsed.success) throw new AnalysisError('An unexpected error occurred');
  return parsed.data;
}
