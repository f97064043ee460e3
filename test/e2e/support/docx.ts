import JSZip from 'jszip';
import type { Download } from 'playwright-core';
import { downloadBytes } from './download';

/** Opens a downloaded .docx and returns its main document XML. */
export async function docxXml(download: Download): Promise<string> {
  const zip = await JSZip.loadAsync(await downloadBytes(download));
  return zip.file('word/document.xml')!.async('string');
}

/** The text a Word XML would show for a string (ampersands and quotes escaped). */
export const inXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
