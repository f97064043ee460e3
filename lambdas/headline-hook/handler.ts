import { respondWithText } from '../shared/tool-route/respond';
import { toolRoute } from '../shared/tool-route/tool-route';
import { HeadlineRequestSchema } from './contract';
import { headlineAnswer, headlineTask } from './task';

/** NDJSON stream for the browser, `{ result }` JSON for scripts. */
export const handler = toolRoute('headline-hook', HeadlineRequestSchema, ({ body, event, generator }) =>
  respondWithText(event, generator, headlineTask, body, headlineAnswer),
);
