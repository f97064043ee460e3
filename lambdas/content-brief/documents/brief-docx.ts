/** Pure and browser-safe: builds the Word document of a brief; the caller packs it (Buffer in Lambda, Blob in the browser). */
import type { Document } from 'docx';
import { splitBrief } from '../../shared/documents/brief-sections';
import { sectionedDocument } from '../../shared/documents/sectioned-docx';

/** The brief as a Word document: a title, `notes` (e.g. the demo line) in italics, one heading per section. */
export const buildBriefDocument = (brief: string, topic: string, notes: readonly string[] = []): Document =>
  sectionedDocument(`Content Brief: ${topic}`, splitBrief(brief), notes);
