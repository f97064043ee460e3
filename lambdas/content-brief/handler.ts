import { textAnswer } from '../shared/generation/respond';
import { getGenerator } from '../shared/generator';
import { streamingRoute } from '../shared/http/route';
import { ContentBriefRequestSchema } from './contract';
import { briefDocument } from './service';
import { briefTask } from './task';

/** `POST /functions/v1/content-brief`: NDJSON stream for the browser, `{ brief }` JSON for scripts, or a .docx. */
export const handler = streamingRoute(
  { body: ContentBriefRequestSchema, rateLimit: 'content-brief' },
  async ({ body, event }) => {
    const generator = getGenerator();
    if (body.format === 'docx') return briefDocument(generator, body);
    return textAnswer(event, generator, briefTask, body, 'brief');
  },
);
