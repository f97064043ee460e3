import { json } from '../shared/http/responses';
import { researcher } from '../shared/research';
import { respondWithProgress } from '../shared/tool-route/progress';
import { toolRoute } from '../shared/tool-route/tool-route';
import { BlogTopicRequestSchema } from './contract';
import { generateBlogTopics } from './service';

/**
 * `{ ideas, sources, research }` as one JSON answer, or streamed with its progress (see the route table on its
 * integration): live research of the first keyword first, when the stage has it.
 */
export const handler = toolRoute(
  'blog-topic',
  BlogTopicRequestSchema,
  ({ event, body, generator, signal }) => {
    const research = researcher('blog-topic', event);
    return respondWithProgress(
      event,
      research.live ? 'researching what ranks today' : 'writing',
      async (progress) => json(200, await generateBlogTopics(generator, body, research, progress, signal)),
    );
  },
);
