import { DEMO_OUTPUT_LINE } from '../shared/contracts/demo-lines';
import { DEFAULT_LANGUAGE } from '../shared/contracts/languages';
import { NO_RESEARCH_LINE } from '../shared/contracts/research';
import type { Generator } from '../shared/generator/types';
import { attachment } from '../shared/http/responses';
import type { Researcher } from '../shared/research';
import type { Researched } from '../shared/tool-route/researched';
import type { ContentBriefRequest } from './contract';
import { briefFileName } from './documents/file-name';
import type { BriefInput } from './prompt';
import { briefTask } from './task';

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The brief's live research: its focus keyword in the brief's language, and the input the prompt then reads. */
export async function researchBrief(
  researcher: Researcher,
  input: ContentBriefRequest,
  signal: AbortSignal,
): Promise<Researched<BriefInput>> {
  const keyword = input.primaryKeywords[0] ?? input.topic;
  const research = await researcher.research(keyword, input.outputLanguage ?? DEFAULT_LANGUAGE, signal);
  return { input: { ...input, research }, fields: research.fields };
}

/** `format: 'docx'`: a fresh brief as a Word document named after the topic, with its sources and their URLs. */
export async function briefDocument(generator: Generator, researcher: Researcher, body: ContentBriefRequest) {
  const { input, fields } = await researchBrief(researcher, body, AbortSignal.timeout(60_000));
  const { text, meta } = await generator.generateText(briefTask, input);
  const { packBrief } = await import('./brief-file');
  const notes = [
    ...(meta.demo ? [DEMO_OUTPUT_LINE] : []),
    ...(fields.research === 'live' ? [] : [`${NO_RESEARCH_LINE}: ${fields.researchNote ?? ''}`.trim()]),
  ];
  const buffer = await packBrief(text, input.topic, notes, fields.sources);
  return attachment(buffer, DOCX_TYPE, briefFileName(input.topic), { 'X-Demo-Output': String(meta.demo) });
}
