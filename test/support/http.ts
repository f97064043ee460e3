import { request } from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
}

/** A POST over node:http, which can choose the local address the request leaves from (127.0.0.x). */
export function post(
  url: string,
  body: unknown,
  options: { headers?: Record<string, string>; localAddress?: string } = {},
): Promise<HttpAnswer> {
  const payload = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': payload.length, ...options.headers },
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const all = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: all,
            text: all.toString('utf8'),
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Parses an NDJSON body into its events. */
export const ndjson = (text: string) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** Options that ask a generation route for its NDJSON stream. */
export const streamed = { headers: { Accept: 'application/x-ndjson' } };

/** The `{ error, code, details }` body of an error answer. */
export const errorOf = (text: string) =>
  JSON.parse(text) as { error: string; code?: string; details?: { field: string; message: string }[] };
