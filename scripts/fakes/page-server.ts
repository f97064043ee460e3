/**
 * A local web site for the page fetcher's tests, benchmark and local runs: routes answer with
 * plain node:http handlers; every accepted connection and request is counted, so a test can prove
 * that a refused address was never even dialled.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type PageHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface PageServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  /** `127.0.0.1:<port>`, the form the fetcher's allowlist takes. */
  hostPort: string;
  /** TCP connections accepted so far. */
  readonly accepts: number;
  /** Requests received so far, in order. */
  readonly requests: IncomingMessage[];
  route(path: string, handler: PageHandler): void;
  close(): Promise<void>;
}

/** An HTML answer with the given body and extra headers. */
export const html =
  (body: string | Buffer, headers: Record<string, string> = {}): PageHandler =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
    res.end(body);
  };

/** Starts a page server on 127.0.0.1 and a free port; unknown paths answer 404. */
export async function startPageServer(routes: Record<string, PageHandler> = {}): Promise<PageServer> {
  const table = new Map(Object.entries(routes));
  const requests: IncomingMessage[] = [];
  let accepts = 0;
  const server: Server = createServer((req, res) => {
    requests.push(req);
    const handler = table.get(new URL(req.url ?? '/', 'http://x').pathname);
    if (handler) handler(req, res);
    else res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
  });
  server.on('connection', () => accepts++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    hostPort: `127.0.0.1:${port}`,
    get accepts() {
      return accepts;
    },
    requests,
    route: (path, handler) => void table.set(path, handler),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
