/** Pure and browser-safe: a landing page critique with its measured checks, as copy text and as document sections. */
import type { PageCheck } from '../../shared/contracts/page-checks';
import { sectionsText, splitBrief } from '../../shared/documents/brief-sections';
import type { DocumentSection } from '../../shared/documents/sectioned-docx';

/** What a critique was written from, as its contract sends it. */
export interface MeasuredChecks {
  checks: readonly PageCheck[];
  competitorChecks?: readonly PageCheck[] | undefined;
}

/** How each verdict reads in words. */
export const verdictWords: Record<PageCheck['verdict'], string> = {
  pass: 'Pass',
  warn: 'Needs work',
  fail: 'Fail',
  info: 'For information',
};

const checkLine = (check: PageCheck) =>
  `- ${check.label}: ${check.value} (${verdictWords[check.verdict]}; target: ${check.threshold}). Evidence: ${check.evidence}`;

/** The critique's sections, then what was measured on the page (and on the competitor's page). */
export function critiqueSections(analysis: string, measured: MeasuredChecks): DocumentSection[] {
  const sections: DocumentSection[] = splitBrief(analysis, 'Overview').map(({ title, body }) => ({
    title,
    body,
  }));
  sections.push({ title: 'Measured on the page', body: measured.checks.map(checkLine).join('\n') });
  if (measured.competitorChecks?.length)
    sections.push({
      title: "Measured on the competitor's page",
      body: measured.competitorChecks.map(checkLine).join('\n'),
    });
  return sections;
}

/** The critique as plain text to copy, sectioned like the brief: titles on their own lines, "- " bullets. */
export const critiqueText = (analysis: string, measured: MeasuredChecks): string =>
  sectionsText(critiqueSections(analysis, measured));
