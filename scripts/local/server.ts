import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import {
  apiPrefixes,
  fallbackRoute,
  handlerEntry,
  routes as defaultRoutes,
  type RouteDefinition,
} from '../../catalog/routes';
import { matchRoute } from '../../lambdas/shared/http/match-route';
import { siteSecurityHeaders } from '../../infra/site-header-values';
import { invokeFunction, type LocalFunction } from './invoke';

/** Connect-style middleware: the local site origin (scripts/local/site-origin.ts), or Vite's dev middlewares. */
export type WebMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface LocalServerOptions {
  root: string;
  port: number;
  host?: string;
  stage?: string;
  routes?: readonly RouteDefinition[];
  /** Handler module of a function id; `lambdas/<id>/handler.ts` unless a test mounts fixtures. */
  entryFor?: (id: string) => string;
  web?: WebMiddleware;
  /** The country CloudFront would name for every visitor (VIEWER_COUNTRY); a client's header is ignored. */
  viewerCountry?: string | undefined;
  /** Send CloudFront's security headers (CSP, HSTS, nosniff…) on every answer; off for Vite's dev server. */
  securityHeaders?: boolean;
  /** Where request lines go; `false` keeps quiet (tests). */
  log?: ((line: string) => void) | false;
}

export interface LocalServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/**
 * How long closing waits for invocations still running after their answers (a streamed route settles its
 * token reservation once its response has ended), so none finds its store closed under it.
 */
const INVOCATIONS_GRACE_MS = 10_000;

/** API Gateway's payload cap; larger requests are refused before any function runs. */
const MAX_REQUEST_BYTES = 10 * 1024 * 1024;

const isApiPath = (path: string) =>
  apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_REQUEST_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) return void res.end();
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** The local stand-in for CloudFront + API Gateway: API routes run the real handlers, the rest is the SPA. */
export async function startLocalServer(options: LocalServerOptions): Promise<LocalServer> {
  const routes: readonly RouteDefinition[] = options.routes ?? defaultRoutes;
  const stage = options.stage ?? 'local';
  const entryFor = options.entryFor ?? ((id: string) => resolve(options.root, handlerEntry(id)));
  const log = options.log === false ? undefined : (options.log ?? ((line: string) => console.log(line)));

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const body = await readBody(req);
    if (!body) return sendJson(res, 413, { error: 'Request body is too large.' });
    const match = matchRoute(routes, req.method ?? 'GET', url.pathname);
    const fn: LocalFunction =
      match.kind === 'found'
        ? { ...match.route, resource: match.route.path }
        : { ...fallbackRoute, resource: '/{proxy+}', streaming: false };
    const params = match.kind === 'found' ? match.params : { proxy: url.pathname.slice(1) };
    const viewerCountry = options.viewerCountry;
    await invokeFunction({ entry: entryFor(fn.id), stage, fn, params, req, res, url, body, viewerCountry });
  }

  const running = new Set<Promise<void>>();
  const server = createServer((req, res) => {
    const started = performance.now();
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (options.securityHeaders !== false)
      for (const [name, value] of Object.entries(siteSecurityHeaders)) res.setHeader(name, value);
    res.once('close', () => {
      log?.(
        `${req.method} ${url.pathname}${url.search} ${res.statusCode} ${Math.round(performance.now() - started)}ms`,
      );
    });
    if (isApiPath(url.pathname)) {
      const invocation = handleApi(req, res, url).catch((err: unknown) => {
        console.error(`Local function failed for ${req.method} ${url.pathname}:`, err);
        sendJson(res, 502, { error: 'Internal server error' });
      });
      running.add(invocation);
      void invocation.finally(() => running.delete(invocation));
    } else if (options.web) {
      options.web(req, res, () => sendJson(res, 404, { error: 'Not found' }));
    } else {
      sendJson(res, 404, { error: 'The web app is not served by this server.' });
    }
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://${host}:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled(running),
        new Promise((resolve) => (grace = setTimeout(resolve, INVOCATIONS_GRACE_MS).unref())),
      ]);
      clearTimeout(grace);
    },
  };
}
