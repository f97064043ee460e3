/** Pure and browser-safe: the Word document of a landing page critique, built in the browser when downloaded. */
import type { Document } from 'docx';
import { critiqueSections, type MeasuredChecks } from './critique-report';
import { sectionedDocument } from '../../shared/documents/sectioned-docx';

/** The critique and its measured checks as a Word document titled after the page (or 'pasted copy'). */
export const buildCritiqueDocument = (
  analysis: string,
  measured: MeasuredChecks,
  subject: string,
  notes: readonly string[] = [],
): Document =>
  sectionedDocument(`Landing Page Critique: ${subject}`, critiqueSections(analysis, measured), notes);
