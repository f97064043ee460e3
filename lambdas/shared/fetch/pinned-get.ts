import { request, type IncomingMessage } from 'node:http';
import { connectPinned, type ConnectorOptions } from './pinned-connector';

/**
 * One GET over a connection to the checked address (`connectPinned`), settled with status and headers; the
 * body is the caller's to read or discard. Aborting `signal` ends the exchange, even mid-connect.
 */
export async function pinnedGet(
  url: URL,
  headers: Record<string, string>,
  connector: ConnectorOptions,
  signal: AbortSignal,
) {
  const socket = await connectPinned(url, connector, signal);
  return new Promise<IncomingMessage>((resolve, reject) => {
    const req = request({
      createConnection: () => socket,
      method: 'GET',
      path: `${url.pathname}${url.search}`,
      // Exactly these headers: the Host the URL names, no cookies, and the connection closed after the answer.
      headers: { host: url.host, ...headers, connection: 'close' },
      signal,
    });
    req.once('response', resolve);
    // Kept for the whole exchange: a late error (an abort mid-body) must not go unhandled.
    req.on('error', reject);
    req.end();
  });
}
