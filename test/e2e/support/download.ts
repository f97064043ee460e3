import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download } from 'playwright-core';

/**
 * A downloaded file's bytes. The browser runs in the worker's stack process, so the download is read through
 * Playwright's stream rather than from its path.
 */
export async function downloadBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of (await download.createReadStream()) as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A downloaded file saved on this machine, for tools that read a path. */
export async function savedDownload(download: Download): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'copilot-download-')), download.suggestedFilename());
  await download.saveAs(file);
  return file;
}
