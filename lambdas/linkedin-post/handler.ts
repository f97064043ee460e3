import { respondWithText } from '../shared/generation/respond';
import { getGenerator } from '../shared/generator';
import { streamingRoute } from '../shared/http/route';
import { LinkedInPostRequestSchema } from './contract';
import { postAnswer } from './service';
import { linkedinPostTask } from './task';
import { rateLimit } from '../shared/rate-limit/middleware';

/** `POST /functions/v1/linkedin-post`: NDJSON stream for the browser, `{ post, stats }` JSON for scripts. */
export const handler = streamingRoute(
  { body: LinkedInPostRequestSchema, guards: [rateLimit('linkedin-post')] },
  async ({ body, event }) =>
    respondWithText(event, getGenerator(), linkedinPostTask, body, (post) => postAnswer(post, body)),
);
