/** The topic ideas answer, read with its schema: loaded by the first request, never with the page. */
import * as z from '@lambdas/shared/contracts/zod';
import { BlogIdeaSchema } from '@lambdas/blog-topic/contract';
import { GenerationMetaSchema } from '@lambdas/shared/contracts/generation';
import { ResearchFieldsSchema } from '@lambdas/shared/contracts/research';

/** Any list of well-formed ideas, even an empty one: the screen says so rather than failing. */
const AnswerSchema = z.extend(
  z.extend(z.object({ ideas: z.array(BlogIdeaSchema) }), GenerationMetaSchema.shape),
  z.partial(ResearchFieldsSchema).shape,
);

export type TopicsAnswer = z.infer<typeof AnswerSchema>;

/** The answer could not be read as `{ ideas }` (docs/product.md#blog-topics texts). */
export class InvalidAnswerError extends Error {
  override name = 'InvalidAnswerError';
}

/** Checks the answer the way docs/product.md#blog-topics asks: it must contain an ideas array of well-formed ideas. */
export function parseTopicsAnswer(answer: unknown): TopicsAnswer {
  if (!Array.isArray((answer as { ideas?: unknown } | null)?.ideas)) {
    throw new InvalidAnswerError('Invalid response format: ideas is not an array');
  }
  const parsed = AnswerSchema.safeParse(answer);
  if (!parsed.success) throw new InvalidAnswerError('Invalid response format from server');
  return parsed.data;
}
