import { respondWithText } from '../shared/generation/respond';
import { getGenerator } from '../shared/generator';
import { streamingRoute } from '../shared/http/route';
import { HeadlineRequestSchema } from './contract';
import { headlineTask } from './task';
import { rateLimit } from '../shared/rate-limit/middleware';

/** `POST /functions/v1/headline-generator`: NDJSON stream for the browser, `{ result }` JSON for scripts. */
export const handler = streamingRoute(
  { body: HeadlineRequestSchema, guards: [rateLimit('headline-hook')] },
  ({ body, event }) => respondWithText(event, getGenerator(), headlineTask, body, (result) => ({ result })),
);
