import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

/** Stops reading a body we do not want; closing it early is expected, so its abort error is not. */
export function discard(body: Readable): void {
  body.on('error', () => undefined).destroy();
}

/** The encodings the fetcher asks for and can undo. */
export const ACCEPT_ENCODING = 'gzip, deflate, br';

function decoder(encoding: string): NodeJS.ReadWriteStream | undefined {
  if (encoding === 'gzip' || encoding === 'x-gzip') return createGunzip();
  if (encoding === 'deflate') return createInflate();
  if (encoding === 'br') return createBrotliDecompress();
  return undefined;
}

/**
 * Reads a response body, decompressed, up to `maxBytes`: at the cap it stops reading and closes the
 * stream instead of buffering more, so an endless or bomb-sized body costs at most the cap.
 */
export async function readCapped(
  body: Readable,
  contentEncoding: string,
  maxBytes: number,
): Promise<{ bytes: Buffer; truncated: boolean }> {
  const unzip = decoder(contentEncoding.trim().toLowerCase());
  // pipeline carries an error (or an abort) of the raw body into the decompressed stream we read.
  const source: AsyncIterable<Buffer> = unzip
    ? (pipeline(body, unzip, () => undefined) as unknown as AsyncIterable<Buffer>)
    : body;
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  for await (const chunk of source) {
    const room = maxBytes - size;
    chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
    size += Math.min(chunk.length, room);
    if (chunk.length >= room) {
      truncated = true;
      break;
    }
  }
  discard(body);
  return { bytes: Buffer.concat(chunks, size), truncated };
}
