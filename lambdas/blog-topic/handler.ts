import { json } from '../shared/http/responses';
import { respondWithProgress } from '../shared/tool-route/progress';
import { toolRoute } from '../shared/tool-route/tool-route';
import { BlogTopicRequestSchema } from './contract';
import { generateBlogTopics } from './service';

/** `{ ideas }` as one JSON answer, or streamed with its progress (see the route table on its integration). */
export const handler = toolRoute('blog-topic', BlogTopicRequestSchema, ({ event, body, generator, signal }) =>
  respondWithProgress(event, 'writing', async () =>
    json(200, await generateBlogTopics(generator, body, signal)),
  ),
);
