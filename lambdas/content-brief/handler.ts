import { researcher } from '../shared/research';
import { respondAfterResearch } from '../shared/tool-route/researched';
import { toolRoute } from '../shared/tool-route/tool-route';
import { ContentBriefRequestSchema } from './contract';
import { briefDocument, researchBrief } from './service';
import { briefAnswer, briefTask } from './task';

/** NDJSON stream for the browser, `{ brief, sources, research }` JSON for scripts, or a .docx; live research first. */
export const handler = toolRoute('content-brief', ContentBriefRequestSchema, ({ body, event, generator }) => {
  const research = researcher('content-brief', event);
  return body.format === 'docx'
    ? briefDocument(generator, research, body)
    : respondAfterResearch(
        event,
        generator,
        briefTask,
        research.live,
        (signal) => researchBrief(research, body, signal),
        briefAnswer,
      );
});
