/**
 * What the brief's actions and its sources read from the answer, checked with the route's schemas (zod):
 * loaded with the first result, never with the page.
 */
import {
  NO_RESEARCH_LINE,
  ResearchFieldsSchema,
  type ResearchFields,
} from '@lambdas/shared/contracts/research';
import { briefText } from '@lambdas/shared/documents/brief-sections';
import { demoLinesOf, type Demo } from '@/lib/demo-output';

/** The live research the route sent before the brief (or why there is none), as its contract says. */
export const researchOf = (streamData: unknown): ResearchFields | undefined =>
  ResearchFieldsSchema.safeParse(streamData).data;

/** The brief as copied: its sections, then the sources read. */
export const copiedBrief = (brief: string, streamData: unknown): string =>
  briefText(brief, researchOf(streamData)?.sources ?? []);

/** The lines the file starts with: whose demo it is, and that it was written without live data. */
export function briefNotes(demo: Demo, streamData: unknown): string[] {
  const research = researchOf(streamData);
  return [
    ...demoLinesOf(demo),
    ...(research && research.research !== 'live'
      ? [`${NO_RESEARCH_LINE}: ${research.researchNote ?? ''}`.trim()]
      : research?.researchNote
        ? [`Researched ${research.researchNote}`]
        : []),
  ];
}
