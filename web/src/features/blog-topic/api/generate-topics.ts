import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import { BlogIdeaSchema, type BlogTopicBody } from '@lambdas/blog-topic/contract';
import { GenerationMetaSchema } from '@lambdas/shared/contracts/generation';
import { apiRequest } from '@/lib/api-client';

export const BLOG_TOPIC_PATH = '/functions/v1/blog-topic-generator';

/** Any list of well-formed ideas, even an empty one: the screen says so rather than failing. */
const AnswerSchema = z.object({ ideas: z.array(BlogIdeaSchema) }).extend(GenerationMetaSchema.shape);

export type TopicsAnswer = z.infer<typeof AnswerSchema>;

/** The answer could not be read as `{ ideas }` (SPEC.md §8 texts). */
export class InvalidAnswerError extends Error {
  override name = 'InvalidAnswerError';
}

/** Checks the answer the way SPEC.md §5 asks: it must contain an ideas array of well-formed ideas. */
export function parseTopicsAnswer(answer: unknown): TopicsAnswer {
  if (!Array.isArray((answer as { ideas?: unknown } | null)?.ideas)) {
    throw new InvalidAnswerError('Invalid response format: ideas is not an array');
  }
  const parsed = AnswerSchema.safeParse(answer);
  if (!parsed.success) throw new InvalidAnswerError('Invalid response format from server');
  return parsed.data;
}

/** `POST /functions/v1/blog-topic-generator` (SPEC.md §7 call 3). */
export async function fetchBlogTopics(body: BlogTopicBody): Promise<TopicsAnswer> {
  return parseTopicsAnswer(await apiRequest(BLOG_TOPIC_PATH, z.unknown(), { method: 'POST', body }));
}

export const useGenerateTopics = () => useMutation({ mutationFn: fetchBlogTopics });
