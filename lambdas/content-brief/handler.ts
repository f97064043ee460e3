import { wantsStream, ndjsonStream } from '../shared/generation/respond';
import { getGenerator } from '../shared/generator';
import { json } from '../shared/http/responses';
import { streamingRoute } from '../shared/http/route';
import { ContentBriefRequestSchema, type ContentBriefResponse } from './contract';
import { briefDocument } from './service';
import { briefTask } from './task';

/** `POST /functions/v1/content-brief`: NDJSON stream for the browser, `{ brief }` JSON for scripts, or a .docx. */
export const handler = streamingRoute(
  { body: ContentBriefRequestSchema, rateLimit: 'content-brief' },
  async ({ body, event }) => {
    const generator = getGenerator();
    if (body.format === 'docx') return briefDocument(generator, body);
    if (wantsStream(event)) return ndjsonStream((signal) => generator.streamText(briefTask, body, signal));
    const { text, meta } = await generator.generateText(briefTask, body);
    const answer: ContentBriefResponse = { brief: text, ...meta };
    return json(200, answer);
  },
);
