import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import { isSitePath, redirectCacheControl } from '../../infra/edge/redirect';
import { readSiteInfo } from '../site/site-info';
import type { WebMiddleware } from './server';
import {
  cacheControlOf,
  contentTypeOf,
  findKey,
  isCompressible,
  loadViewerRequest,
  statFile,
  type FoundFile,
} from './site-files';

export interface SiteOriginOptions {
  /** Repository root: the viewer-request function and web/dist live under it. */
  root: string;
  /** The editor layer (`${DATA_DIR}/site`), looked up before web/dist. */
  editorDir: string;
  /** The build layer; web/dist unless a test serves its own. */
  distDir?: string;
  /**
   * The address this server answers at (`npm start` on another PORT): pages, sitemap, feed and robots.txt
   * name it instead of the address the build was made for, so their links lead back here.
   */
  servedAt?: string;
}

type Encoding = 'br' | 'gzip';

/** CloudFront compresses only files of this size range. */
const MIN_COMPRESS = 1000;
const MAX_COMPRESS = 10_000_000;

const NOT_FOUND_FALLBACK =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page not found</title></head>' +
  '<body><h1>Page not found</h1><p>There is no page at this address.</p></body></html>';

/** The encoding to answer with: brotli when the client takes it, else gzip, else none. */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const takes = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : undefined;
}

const etagOf = (file: FoundFile, suffix: string) =>
  `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}${suffix}"`;

const siblingSuffix = { br: '.br', gzip: '.gz' } as const;

/** Types whose text may name the site's address: pages, sitemap, feed, robots.txt. */
const namesSite = (type: string) => /^(text\/html|text\/plain|application\/(xml|rss\+xml))/.test(type);

/** A stored text file with one address put in place of another, compressed as the client takes it. */
async function sendRewritten(
  req: IncomingMessage,
  res: ServerResponse,
  file: FoundFile,
  status: number,
  headers: Record<string, string>,
  [from, to]: readonly [string, string],
): Promise<void> {
  const text = (await readFile(file.path, 'utf8')).replaceAll(from, to);
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const raw = Buffer.from(text);
  const body = encoding === 'br' ? brotliCompressSync(raw) : encoding === 'gzip' ? gzipSync(raw) : raw;
  res.writeHead(status, {
    ...headers,
    Vary: 'Accept-Encoding',
    ETag: etagOf(file, `-${to.length}${encoding ? `-${encoding}` : ''}`),
    'Content-Length': String(body.length),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function send(
  req: IncomingMessage,
  res: ServerResponse,
  file: FoundFile,
  status: number,
  cacheControl: string,
  moved?: readonly [string, string],
): Promise<void> {
  const type = contentTypeOf(file.path);
  if (moved && namesSite(type))
    return sendRewritten(
      req,
      res,
      file,
      status,
      { 'Content-Type': type, 'Cache-Control': cacheControl },
      moved,
    );
  const compressible = isCompressible(type);
  const encoding = compressible ? chooseEncoding(req.headers['accept-encoding']) : undefined;
  const sibling = encoding ? await statFile(`${file.path}${siblingSuffix[encoding]}`) : undefined;
  const onTheFly =
    encoding !== undefined && !sibling && file.size >= MIN_COMPRESS && file.size <= MAX_COMPRESS;
  const served = sibling ?? file;
  const etag = etagOf(served, sibling || onTheFly ? `-${encoding}` : '');
  const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': cacheControl, ETag: etag };
  if (compressible) headers.Vary = 'Accept-Encoding';
  if (encoding && (sibling || onTheFly)) headers['Content-Encoding'] = encoding;
  if (!onTheFly) headers['Content-Length'] = String(served.size);
  if (status === 200 && req.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) {
    delete headers['Content-Length'];
    res.writeHead(304, headers);
    return void res.end();
  }
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return void res.end();
  const body = createReadStream(served.path);
  if (!onTheFly) return pipeline(body, res);
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : createGzip({ level: 6 });
  return pipeline(body, compressor, res);
}

const clientGone = new Set([
  'ERR_STREAM_PREMATURE_CLOSE',
  'ERR_STREAM_UNABLE_TO_PIPE',
  'ERR_STREAM_DESTROYED',
]);

/**
 * What CloudFront and the site bucket answer, as local middleware: the viewer-request function maps the
 * URL to a key, the editor layer wins over web/dist, a redirect object answers 301 and a missing key is a
 * 404 with the 404 page.
 */
export function siteOrigin(options: SiteOriginOptions): WebMiddleware {
  const keyOf = loadViewerRequest(options.root);
  const layers = [resolve(options.editorDir), resolve(options.distDir ?? join(options.root, 'web/dist'))];
  const built = options.servedAt ? readSiteInfo(options.root).siteUrl : undefined;
  const moved = built && built !== options.servedAt ? ([built, options.servedAt!] as const) : undefined;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      return void res.end('Method not allowed\n');
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const key = keyOf(url.pathname, url.searchParams);
    // A redirect's `.location` file is its S3 metadata, never content.
    const found = key.endsWith('.location') ? undefined : await findKey(layers, key);
    // A stored redirect object (infra/edge/redirect.ts), answered as the origin-response function does.
    const location = found && (await readFile(`${found.path}.location`, 'utf8').catch(() => undefined));
    if (location && isSitePath(location)) {
      res.writeHead(301, { Location: location, 'Cache-Control': redirectCacheControl });
      return void res.end();
    }
    if (found) return send(req, res, found, 200, cacheControlOf(key), moved);
    const notFound = await findKey(layers, '/404.html');
    if (notFound) return send(req, res, notFound, 404, cacheControlOf('/404.html'), moved);
    res.writeHead(404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': cacheControlOf('/404.html'),
    });
    res.end(req.method === 'HEAD' ? undefined : NOT_FOUND_FALLBACK);
  }

  return (req, res) => {
    handle(req, res).catch((err: unknown) => {
      // The browser went away mid-answer (a navigation, a closed tab): nothing to report.
      if (res.destroyed || clientGone.has(String((err as NodeJS.ErrnoException).code))) return;
      console.error(`Local site origin failed for ${req.url}:`, err);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end();
    });
  };
}

/** The editor layer of a local data folder. */
export const editorLayerDir = (dataDir: string): string => join(dataDir, 'site');
