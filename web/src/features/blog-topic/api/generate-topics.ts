import { toast } from '@/lib/toast';
import * as z from '@lambdas/shared/contracts/zod';
import { BlogIdeaSchema } from '@lambdas/blog-topic/contract';
import type { TopicRequest } from '../form-state';
import { GenerationMetaSchema } from '@lambdas/shared/contracts/generation';
import { ResearchFieldsSchema } from '@lambdas/shared/contracts/research';
import { useTool } from '@/lib/use-tool';
import { failureMessage } from '../errors';

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

/** Ideas from `POST /functions/v1/blog-topic-generator`, with a toast for many, none or a failure. */
export const useGenerateTopics = () =>
  useTool<TopicRequest, TopicsAnswer>('blog-topic', {
    parse: parseTopicsAnswer,
    success: ({ ideas }) =>
      ideas.length
        ? toast.success(`${ideas.length} blog topics generated successfully!`)
        : toast.warning('No topic ideas were generated. Try refining your inputs.'),
    failure: (error) => toast.error(failureMessage(error)),
  });
