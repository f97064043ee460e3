/**
 * Loaded on demand (it pulls in pdfkit, fontkit, bidi-js and the font table): the roast as a PDF, built in the
 * browser with only the font files its text needs (docs/architecture.md, "The roast PDF").
 */
import { fetchFontFile } from '@/lib/pdf/font-files';
import { roastPdfBytes } from './roast-pdf-document';
import type { RoastSections } from './roast-sections';

/** The roast as a PDF file. */
export async function roastPdfBlob(roast: RoastSections): Promise<Blob> {
  const bytes = await roastPdfBytes(roast, fetchFontFile);
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}
