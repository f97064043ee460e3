import { respondWithText } from '../shared/tool-route/respond';
import { toolRoute } from '../shared/tool-route/tool-route';
import { LinkedInPostRequestSchema } from './contract';
import { linkedinPostTask, postAnswer } from './task';

/** NDJSON stream for the browser, `{ post, stats }` JSON for scripts. */
export const handler = toolRoute('linkedin-post', LinkedInPostRequestSchema, ({ body, event, generator }) =>
  respondWithText(event, generator, linkedinPostTask, body, (post) => postAnswer(post, body)),
);
