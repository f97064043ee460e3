import type { RoastResult } from '@lambdas/brand-roast/contract';
import type { Demo } from '@/lib/demo-output';
import { DocumentLoadError, downloadBlob } from '@/lib/download';
import { roastFileName } from '../export';
import { roastSections } from './roast-sections';

/** Builds the .docx or .pdf in the browser, loading its library on first use, and saves it. */
export async function downloadRoast(
  kind: 'docx' | 'pdf',
  brandName: string,
  result: RoastResult,
  demo: Demo,
): Promise<void> {
  const sections = roastSections(brandName, result, demo);
  const blob =
    kind === 'docx'
      ? (await import('./roast-docx').catch(loadFailed)).roastDocxBlob(sections)
      : (await import('./roast-pdf').catch(loadFailed)).roastPdfBlob(sections);
  downloadBlob(await blob, await roastFileName(brandName, kind));
}

function loadFailed(cause: unknown): never {
  throw new DocumentLoadError('Document generator load failure', { cause });
}
