/** The search's and the ideas' answers, read with their schemas, and the ideas' request: loaded by the first search. */
import * as z from '@lambdas/shared/contracts/zod';
import { clipsOf, ContentIdeaSchema, type IdeaGeneratorBody } from '@lambdas/youtube-analysis/contract';
import { GenerationMetaSchema } from '@lambdas/shared/contracts/generation';
import type { Video } from '@lambdas/shared/contracts/youtube';
import { YouTubeSearchResponseSchema } from '@lambdas/youtube-analysis/search/contract';
import type { KeywordBody } from '../form-state';
import { InvalidAnswerError } from '../errors';

export type SearchAnswer = z.infer<typeof YouTubeSearchResponseSchema>;

/** Any list of well-formed ideas: the screen shows what came back. */
const IdeasAnswerSchema = z.extend(
  z.object({ ideas: z.array(ContentIdeaSchema) }),
  GenerationMetaSchema.shape,
);
export type IdeasAnswer = z.infer<typeof IdeasAnswerSchema>;

const listIn = (answer: unknown, key: string) =>
  Array.isArray((answer as Record<string, unknown> | null)?.[key]);

/** The video answer must hold an array of well-formed videos. */
export function parseSearchAnswer(answer: unknown): SearchAnswer {
  const parsed = YouTubeSearchResponseSchema.safeParse(answer);
  if (!listIn(answer, 'videos') || !parsed.success) {
    throw new InvalidAnswerError('Invalid response from YouTube search');
  }
  return parsed.data;
}

/** The idea answer must contain an array of well-formed ideas. */
export function parseIdeasAnswer(answer: unknown): IdeasAnswer {
  const parsed = IdeasAnswerSchema.safeParse(answer);
  if (!listIn(answer, 'ideas') || !parsed.success) {
    throw new InvalidAnswerError('Invalid response from idea generator');
  }
  return parsed.data;
}

/** The idea generator's request: the keyword and each video's title, description and figures. */
export const ideaRequest = (
  { topic, outputLanguage }: KeywordBody,
  videos: readonly Video[],
): IdeaGeneratorBody => ({
  topic,
  clips: clipsOf(videos),
  ...(outputLanguage ? { outputLanguage } : {}),
});

/** The videos kept beside a result (its search's answer and keyword), or undefined when they do not read. */
export function keptVideos(kept: unknown): { data: SearchAnswer; body: KeywordBody } | undefined {
  const { data, body } = (kept ?? {}) as { data?: unknown; body?: { topic?: unknown } };
  const parsed = YouTubeSearchResponseSchema.safeParse(data);
  if (!parsed.success || typeof body?.topic !== 'string') return undefined;
  return { data: parsed.data, body: { topic: body.topic } };
}
