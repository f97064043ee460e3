import { track } from './events/track';
import type { ListDocument } from './list-document';

/** Saves a Blob under a file name through a temporary object URL, counting a Word or PDF download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const format = /\.(docx|pdf)$/.exec(fileName)?.[1] as 'docx' | 'pdf' | undefined;
  if (format) track({ name: 'result_download', format });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The Word document builder could not be loaded (e.g. its chunk failed to download). */
export class DocumentLoadError extends Error {
  override name = 'DocumentLoadError';
}

/** Builds a list as a .docx in the browser, loading the builder on first use, and saves it. */
export async function downloadListDocument(list: ListDocument, fileName: string): Promise<void> {
  const builder = await import('./list-document').catch((cause: unknown) => {
    throw new DocumentLoadError('Document generator load failure', { cause });
  });
  downloadBlob(await builder.listDocumentBlob(list), fileName);
}

/** A name as part of a download's file name: slugify and its transliteration tables load with the first download. */
export const fileNamePart = async (name: string, fallback: string, maxLength?: number): Promise<string> =>
  (await import('@lambdas/shared/documents/file-name')).fileNamePart(name, fallback, maxLength);

/** Today's date as YYYY-MM-DD in the visitor's time zone, for file names. */
export const localDate = (date = new Date()): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
