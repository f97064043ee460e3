import { Readable } from 'node:stream';
import type { APIGatewayProxyResult } from 'aws-lambda';

export type Headers = Record<string, string>;

/** A streamed answer: status and headers first, then the body as it is produced. */
export type StreamingResult = Omit<APIGatewayProxyResult, 'body'> & { body: string | Readable };

/** Generated and error answers are never cached. */
export const noStore: Headers = { 'Cache-Control': 'no-store' };

/** A JSON answer; by default never cached (read routes pass their own Cache-Control). */
export function json(statusCode: number, body: unknown, headers: Headers = {}): APIGatewayProxyResult {
  return {
    statusCode,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...noStore, ...headers },
    body: JSON.stringify(body),
  };
}

/** A file download (e.g. a .docx) from a streaming route: raw bytes, no base64 round trip. */
export function attachment(
  body: Buffer,
  contentType: string,
  fileName: string,
  headers: Headers = {},
): StreamingResult {
  return {
    statusCode: 200,
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Content-Length': String(body.length),
      ...noStore,
      ...headers,
    },
    body: Readable.from([body]),
  };
}
