import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Download } from 'playwright-core';
import { savedDownload } from './download';

const run = promisify(execFile);

// unpdf loads PDF.js with a dynamic import, which jest's module sandbox refuses: read it in plain Node.
const EXTRACT = `
import { readFile } from 'node:fs/promises';
import { extractText } from 'unpdf';
const { text } = await extractText(new Uint8Array(await readFile(process.argv[1])), { mergePages: true });
process.stdout.write(text);
`;

/** The text of a downloaded PDF, as PDF.js (through unpdf) extracts it. */
export async function pdfText(download: Download): Promise<string> {
  const file = await savedDownload(download);
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', EXTRACT, file], {
    cwd: process.cwd(),
  });
  return stdout;
}
