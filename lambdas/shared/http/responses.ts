import type { APIGatewayProxyResult } from 'aws-lambda';

export type Headers = Record<string, string>;

const noStore: Headers = { 'Cache-Control': 'no-store' };

/** A JSON answer; by default never cached (read routes pass their own Cache-Control). */
export function json(statusCode: number, body: unknown, headers: Headers = {}): APIGatewayProxyResult {
  return {
    statusCode,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...noStore, ...headers },
    body: JSON.stringify(body),
  };
}

/** A binary answer (e.g. a .docx) sent as an attachment. */
export function file(body: Buffer, contentType: string, fileName: string): APIGatewayProxyResult {
  return {
    statusCode: 200,
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${fileName}"`,
      ...noStore,
    },
    body: body.toString('base64'),
    isBase64Encoded: true,
  };
}
