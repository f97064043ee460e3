import { respondWithText } from '../shared/generation/respond';
import { getGenerator } from '../shared/generator';
import { streamingRoute } from '../shared/http/route';
import { ContentBriefRequestSchema, type ContentBriefResponse } from './contract';
import { briefDocument } from './service';
import { briefTask } from './task';
import { rateLimit } from '../shared/rate-limit/middleware';

/** `POST /functions/v1/content-brief`: NDJSON stream for the browser, `{ brief }` JSON for scripts, or a .docx. */
export const handler = streamingRoute(
  { body: ContentBriefRequestSchema, guards: [rateLimit('content-brief')] },
  async ({ body, event }) => {
    const generator = getGenerator();
    if (body.format === 'docx') return briefDocument(generator, body);
    return respondWithText(
      event,
      generator,
      briefTask,
      body,
      (brief): Pick<ContentBriefResponse, 'brief'> => ({ brief }),
    );
  },
);
