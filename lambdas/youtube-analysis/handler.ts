import { toolRoute } from '../shared/tool-route/tool-route';
import { json } from '../shared/http/responses';
import { respondWithProgress } from '../shared/tool-route/progress';
import { IdeaGeneratorRequestSchema } from './contract';
import { generateIdeas } from './task';

/** `{ ideas, demo, usage }` as one JSON answer, or streamed with its progress (see the route table). */
export const handler = toolRoute(
  'youtube-analysis',
  IdeaGeneratorRequestSchema,
  ({ event, body, generator, signal }) =>
    respondWithProgress(event, 'writing', async () =>
      json(200, await generateIdeas(generator, body, signal)),
    ),
);
