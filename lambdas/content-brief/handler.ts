import { respondWithText } from '../shared/tool-route/respond';
import { toolRoute } from '../shared/tool-route/tool-route';
import { ContentBriefRequestSchema } from './contract';
import { briefDocument } from './service';
import { briefAnswer, briefTask } from './task';

/** NDJSON stream for the browser, `{ brief }` JSON for scripts, or a .docx. */
export const handler = toolRoute('content-brief', ContentBriefRequestSchema, ({ body, event, generator }) =>
  body.format === 'docx'
    ? briefDocument(generator, body)
    : respondWithText(event, generator, briefTask, body, briefAnswer),
);
