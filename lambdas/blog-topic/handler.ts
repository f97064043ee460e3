import { json } from '../shared/http/responses';
import { toolRoute } from '../shared/tool-route/tool-route';
import { BlogTopicRequestSchema } from './contract';
import { generateBlogTopics } from './service';

/** `{ ideas }` as one JSON answer (see the route table on why it is integrated as a stream). */
export const handler = toolRoute('blog-topic', BlogTopicRequestSchema, async ({ body, generator, signal }) =>
  json(200, await generateBlogTopics(generator, body, signal)),
);
