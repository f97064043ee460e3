/** Pure and browser-safe; out of the contract, so the form's page loads slugify's tables only to download. */
import { fileNamePart } from '../../shared/documents/file-name';

/** File name of a downloaded brief, e.g. `content-brief-email-marketing-for-bakeries.docx`. */
export function briefFileName(topic: string): string {
  return `content-brief-${fileNamePart(topic, 'untitled')}.docx`;
}
