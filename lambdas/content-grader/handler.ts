import { respondWithText } from '../shared/tool-route/respond';
import { toolRoute } from '../shared/tool-route/tool-route';
import { ContentGraderRequestSchema } from './contract';
import { contentGraderAnswer, contentGraderTask } from './task';

/** NDJSON stream for the browser, `{ text }` JSON for scripts. */
export const handler = toolRoute('content-grader', ContentGraderRequestSchema, ({ body, event, generator }) =>
  respondWithText(event, generator, contentGraderTask, body, contentGraderAnswer),
);
