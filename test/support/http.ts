import { request, type RequestOptions } from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
}

/** Sends one request over node:http and collects the whole answer. */
function send(url: string, options: RequestOptions, payload?: Buffer): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const all = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: all, text: all.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** A POST over node:http, which can choose the local address the request leaves from (127.0.0.x). */
export function post(
  url: string,
  body: unknown,
  options: { headers?: Record<string, string>; localAddress?: string } = {},
): Promise<HttpAnswer> {
  const payload = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  return send(
    url,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': payload.length, ...options.headers },
      ...(options.localAddress ? { localAddress: options.localAddress } : {}),
    },
    payload,
  );
}

/**
 * A GET over node:http with header names sent exactly as given (fetch lowercases them) and repeated
 * headers as separate lines: `[name, value]` pairs. Raw headers get no automatic Host, so it is added.
 */
export const get = (url: string, headers: [string, string][] = []): Promise<HttpAnswer> =>
  send(url, { headers: [['Host', new URL(url).host], ...headers].flat() });

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

/**
 * Sends a POST, then goes away (closes the connection) once `left` holds: after the model was asked,
 * say, or after the first streamed words. Resolves once the request is gone.
 */
export async function postAndLeave(
  url: string,
  body: unknown,
  options: { localAddress: string; stream: boolean; left: () => boolean },
): Promise<void> {
  const req = request(url, {
    method: 'POST',
    localAddress: options.localAddress,
    headers: {
      'Content-Type': 'application/json',
      ...(options.stream ? { Accept: 'application/x-ndjson' } : {}),
    },
  });
  req.on('error', () => undefined);
  req.end(JSON.stringify(body));
  for (let attempt = 0; attempt < 400 && !options.left(); attempt++)
    await new Promise((resolve) => setTimeout(resolve, 25));
  req.destroy();
}
