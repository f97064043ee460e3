import { toolRoute } from '../shared/tool-route/tool-route';
import { json } from '../shared/http/responses';
import { IdeaGeneratorRequestSchema } from './contract';
import { generateIdeas } from './task';

/** `{ ideas, demo, usage }` as one JSON answer (see the route table on why it is integrated as a stream). */
export const handler = toolRoute(
  'idea-generator',
  IdeaGeneratorRequestSchema,
  async ({ body, generator, signal }) => json(200, await generateIdeas(generator, body, signal)),
);
