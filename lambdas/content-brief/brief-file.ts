/**
 * The brief packed as .docx bytes. Imported dynamically by the `format: 'docx'` path only: docx is a third of
 * the bundle, and behind one static import here it stays tree-shaken but is evaluated on the first .docx request.
 */
import { Packer } from 'docx';
import type { ResearchSource } from '../shared/contracts/research';
import { buildBriefDocument } from './documents/brief-docx';

/** A Word document of the brief under its topic, `notes` (e.g. the demo line) in italics, its sources first. */
export const packBrief = (
  brief: string,
  topic: string,
  notes: readonly string[],
  sources: readonly ResearchSource[] = [],
): Promise<Buffer> => Packer.toBuffer(buildBriefDocument(brief, topic, notes, sources));
