import { DEMO_OUTPUT_LINE } from '../shared/contracts/generation';
import type { Generator } from '../shared/generator/types';
import { attachment } from '../shared/http/responses';
import { briefFileName, type ContentBriefRequest } from './contract';
import { briefTask } from './task';

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** `format: 'docx'`: a fresh brief as a Word document named after the topic. */
export async function briefDocument(generator: Generator, input: ContentBriefRequest) {
  const { text, meta } = await generator.generateText(briefTask, input);
  const { packBrief } = await import('./brief-file');
  const buffer = await packBrief(text, input.topic, meta.demo ? [DEMO_OUTPUT_LINE] : []);
  return attachment(buffer, DOCX_TYPE, briefFileName(input.topic), { 'X-Demo-Output': String(meta.demo) });
}
