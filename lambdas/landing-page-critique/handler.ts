import { pageFetcher } from '../shared/fetch';
import { toolRoute } from '../shared/tool-route/tool-route';
import { CritiqueRequestSchema } from './contract';
import { critique } from './service';

/** NDJSON (the checks, then the critique as it is written) for the browser, `{ analysis, checks }` JSON for scripts. */
export const handler = toolRoute('landing-page-critique', CritiqueRequestSchema, (input) =>
  critique(input, pageFetcher()),
);
