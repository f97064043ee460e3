/**
 * A small static server for the benchmarks: web/dist compressed the way CloudFront serves it (brotli or gzip),
 * `/x` -> `x/index.html` when that page was rendered, else the SPA shell; `/api/...` from fixed answers.
 * Loopback only, on a free port.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { benchApi } from './bench-api';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** The stored file a URL path names: the file itself, the page's own index.html, else the SPA shell. */
function fileFor(dist: string, urlPath: string): string {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const direct = join(dist, clean);
  if (extname(clean) && isFile(direct)) return direct;
  const page = join(dist, clean, 'index.html');
  return isFile(page) ? page : join(dist, 'index.html');
}

/** Brotli when the browser takes it, else gzip: a precompressed sibling if the build wrote one. */
function encode(req: IncomingMessage, file: string): { body: Buffer; encoding?: string } {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const raw = () => readFileSync(file);
  if (!COMPRESSIBLE.has(extname(file))) return { body: raw() };
  if (/\bbr\b/.test(accepts)) {
    return {
      body: isFile(`${file}.br`) ? readFileSync(`${file}.br`) : brotliCompressSync(raw()),
      encoding: 'br',
    };
  }
  if (/\bgzip\b/.test(accepts)) {
    return {
      body: isFile(`${file}.gz`) ? readFileSync(`${file}.gz`) : gzipSync(raw(), { level: 9 }),
      encoding: 'gzip',
    };
  }
  return { body: raw() };
}

/** Serves `dist` on 127.0.0.1 at a free port; resolves with the server and its base URL. */
export function serveBuilt(dist: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path.startsWith('/api/')) {
      const { status, body } = benchApi(path);
      return void res.writeHead(status, { 'Content-Type': 'application/json' }).end(body);
    }
    const file = fileFor(dist, path);
    const { body, encoding } = encode(req, file);
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': path.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    res.end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}
