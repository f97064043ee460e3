import { pageFetcher } from '../shared/fetch';
import { researcher } from '../shared/research';
import { toolRoute } from '../shared/tool-route/tool-route';
import { ContentGraderRequestSchema } from './contract';
import { gradeContent, graderDeps } from './service';

/** The grade then the edits: NDJSON for the browser, `{ score, items, terms, questions, sources, edits }` for scripts. */
export const handler = toolRoute('content-grader', ContentGraderRequestSchema, (input) =>
  gradeContent(
    input,
    graderDeps(input.event, {
      fetchPage: pageFetcher(),
      researcher: researcher('content-grader', input.event),
    }),
  ),
);
