import { getGenerator } from '../shared/generator';
import { json } from '../shared/http/responses';
import { streamingRoute } from '../shared/http/route';
import { BlogTopicRequestSchema } from './contract';
import { generateBlogTopics } from './service';
import { rateLimit } from '../shared/rate-limit/middleware';

/** `POST /functions/v1/blog-topic-generator`: `{ ideas }` as one JSON answer (see the route table on streaming). */
export const handler = streamingRoute(
  { body: BlogTopicRequestSchema, guards: [rateLimit('blog-topic')] },
  async ({ body }) => json(200, await generateBlogTopics(getGenerator(), body)),
);
