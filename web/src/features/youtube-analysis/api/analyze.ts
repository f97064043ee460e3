import { useRef } from 'react';
import { toast } from '@/lib/toast';
import type { IdeaGeneratorBody } from '@lambdas/youtube-analysis/contract';
import type { KeywordBody } from '../form-state';
import { revealResult } from '@/lib/reveal';
import { useTool } from '@/lib/use-tool';
import { useToolGeneration } from '@/lib/use-tool-generation';
import { failureToast, ideaWording, searchWording } from '../errors';
import type { IdeasAnswer, SearchAnswer } from './answers';

export type { IdeasAnswer, SearchAnswer };

/** The answers' readers and the ideas' request (zod and the schemas), loaded by the first search. */
const answers = () => import('./answers');

/**
 * The analysis: the top videos for a keyword, then ideas built on them, each step with its own
 * failure toast and one success toast once both are done.
 */
export function useYouTubeAnalysis() {
  const search = useToolGeneration<KeywordBody, SearchAnswer>(
    'youtube-analysis-search',
    async () => (await answers()).parseSearchAnswer,
  );
  const { show: showVideos } = search;
  /** The videos the ideas on screen build on: kept with them, shown again with a kept result. */
  const videos = useRef<{ data: SearchAnswer; body: KeywordBody }>(undefined);
  const ideas = useTool<IdeaGeneratorBody, IdeasAnswer>('youtube-analysis', {
    parse: async () => (await answers()).parseIdeasAnswer,
    success: (answer, body) =>
      toast.success(
        `Analyzed ${body.clips.length} videos and generated ${answer.ideas.length} content ideas.`,
      ),
    failure: (error) => failureToast('Failed to generate ideas', error, ideaWording),
    companion: {
      current: () => videos.current,
      restore: (kept) =>
        void answers().then(({ keptVideos }) => {
          const read = keptVideos(kept);
          if (read) showVideos(read);
        }),
    },
  });
  const analyze = (body: KeywordBody) => {
    ideas.reset();
    revealResult(ideas.resultRef.current);
    search.start(body, {
      onSuccess: (data) => {
        videos.current = { data, body };
        return data.videos.length
          ? // Loaded already: the search's answer was read with it.
            void answers().then(({ ideaRequest }) => ideas.start(ideaRequest(body, data.videos)))
          : toast.warning(`No videos found for “${body.topic}”. Try another keyword.`);
      },
      onError: (error) => failureToast('Failed to fetch videos', error, searchWording),
    });
  };
  return {
    analyze,
    running: search.isPending || ideas.isPending,
    /** The results section, brought into view on narrow screens when an analysis starts. */
    resultRef: ideas.resultRef,
    search: {
      answer: search.data,
      pending: search.isPending,
      error: search.error,
      topic: search.body?.topic,
    },
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
