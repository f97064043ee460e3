import { moduleLoader } from '@/lib/lazy-export';
import { toast } from '@/lib/toast';
import type { TopicRequest } from '../form-state';
import { useTool } from '@/lib/use-tool';
import { failureMessage } from '../errors';
import type { TopicsAnswer } from './topics-answer';

export type { TopicsAnswer };

/** The ideas and their sources on screen (the research contract with them): loaded with a result. */
export const loadTopicList = moduleLoader(() => import('../components/topic-list'));

/** Ideas from `POST /functions/v1/blog-topic-generator`, with a toast for many, none or a failure. */
export const useGenerateTopics = () =>
  useTool<TopicRequest, TopicsAnswer>('blog-topic', {
    parse: async () => (await import('./topics-answer')).parseTopicsAnswer,
    view: loadTopicList,
    success: ({ ideas }) =>
      ideas.length
        ? toast.success(`${ideas.length} blog topics generated successfully!`)
        : toast.warning('No topic ideas were generated. Try refining your inputs.'),
    failure: (error) => toast.error(failureMessage(error)),
  });
