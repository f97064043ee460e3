import { toast } from '@/lib/toast';
import * as z from '@lambdas/shared/contracts/zod';
import { clipsOf, ContentIdeaSchema, type IdeaGeneratorBody } from '@lambdas/youtube-analysis/contract';
import { GenerationMetaSchema } from '@lambdas/shared/contracts/generation';
import type { Video } from '@lambdas/shared/contracts/youtube';
import { YouTubeSearchResponseSchema } from '@lambdas/youtube-analysis/search/contract';
import type { KeywordBody } from '../form-state';
import { revealResult } from '@/lib/reveal';
import { useTool } from '@/lib/use-tool';
import { useToolGeneration } from '@/lib/use-tool-generation';
import { failureToast, ideaWording, InvalidAnswerError, searchWording } from '../errors';

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

/**
 * The analysis: the top videos for a keyword, then ideas built on them, each step with its own
 * failure toast and one success toast once both are done.
 */
export function useYouTubeAnalysis() {
  const ideas = useTool<IdeaGeneratorBody, IdeasAnswer>('youtube-analysis', {
    parse: parseIdeasAnswer,
    success: (answer, body) =>
      toast.success(
        `Analyzed ${body.clips.length} videos and generated ${answer.ideas.length} content ideas.`,
      ),
    failure: (error) => failureToast('Failed to generate ideas', error, ideaWording),
  });
  const search = useToolGeneration<KeywordBody, SearchAnswer>('youtube-analysis-search', parseSearchAnswer);
  const analyze = (body: KeywordBody) => {
    ideas.reset();
    revealResult(ideas.resultRef.current);
    search.start(body, {
      onSuccess: ({ videos }) =>
        videos.length
          ? ideas.start(ideaRequest(body, videos))
          : toast.warning(`No videos found for “${body.topic}”. Try another keyword.`),
      onError: (error) => failureToast('Failed to fetch videos', error, searchWording),
    });
  };
  return {
    analyze,
    running: search.isPending || ideas.isPending,
    /** The results section, brought into view on narrow screens when an analysis starts. */
    resultRef: ideas.resultRef,
    search: { answer: search.data, pending: search.isPending, error: search.error },
    ideas: {
      answer: ideas.data,
      pending: ideas.isPending,
      error: ideas.error,
      /** The keyword of the ideas on screen, kept ones included. */
      topic: ideas.body?.topic,
      refinement: ideas.refinement,
      language: ideas.language,
    },
  };
}
