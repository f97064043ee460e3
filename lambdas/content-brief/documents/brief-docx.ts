/** Pure and browser-safe: builds the Word document of a brief; the caller packs it (Buffer in Lambda, Blob in the browser). */
import type { Document } from 'docx';
import { sourcesSections, type ResearchSource } from '../../shared/contracts/research';
import { splitBrief } from '../../shared/documents/brief-sections';
import { sectionedDocument } from '../../shared/documents/sectioned-docx';

/**
 * The brief as a Word document: a title, `notes` (e.g. the demo line) in italics, the live sources with their
 * URLs when there are any, then one heading per section.
 */
export const buildBriefDocument = (
  brief: string,
  topic: string,
  notes: readonly string[] = [],
  sources: readonly ResearchSource[] = [],
): Document =>
  sectionedDocument(`Content Brief: ${topic}`, [...sourcesSections(sources), ...splitBrief(brief)], notes);
