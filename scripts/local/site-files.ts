import { readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, posix, resolve, sep } from 'node:path';
import { runInNewContext } from 'node:vm';

/** CloudFront Function event as the viewer-request handler reads it. */
interface ViewerRequest {
  method: string;
  uri: string;
  querystring: Record<string, { value: string }>;
  headers: Record<string, { value: string }>;
}

/** Runs `infra/edge/viewer-request.js` as CloudFront would: URL path and query in, the stored key out. */
export function loadViewerRequest(root: string): (uri: string, query: URLSearchParams) => string {
  const source = readFileSync(join(root, 'infra/edge/viewer-request.js'), 'utf8');
  const handler = runInNewContext(`${source}\nhandler;`, {}, { filename: 'viewer-request.js' }) as (event: {
    request: ViewerRequest;
  }) => ViewerRequest;
  return (uri, query) => {
    const querystring: ViewerRequest['querystring'] = {};
    for (const [name, value] of query) querystring[name] ??= { value };
    return handler({ request: { method: 'GET', uri, querystring, headers: {} } }).uri;
  };
}

/** A key's path inside a layer folder, or undefined when decoding or normalising would leave the folder. */
export function fileInLayer(layer: string, key: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(key);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  // A `..` segment is refused outright; hidden files (.site.json) are build bookkeeping, not site content.
  if (!decoded.startsWith('/') || decoded.split('/').some((part) => part.startsWith('.'))) return undefined;
  const normal = posix.normalize(decoded);
  const base = resolve(layer);
  const file = resolve(base, `.${normal}`);
  return file.startsWith(base + sep) ? file : undefined;
}

export interface FoundFile {
  path: string;
  size: number;
  mtimeMs: number;
}

/** The file at `path` when it exists and is a regular file. */
export async function statFile(path: string): Promise<FoundFile | undefined> {
  const info = await stat(path).catch(() => undefined);
  return info?.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : undefined;
}

/** The first layer that holds `key`, editor layer first. */
export async function findKey(layers: readonly string[], key: string): Promise<FoundFile | undefined> {
  for (const layer of layers) {
    const path = fileInLayer(layer, key);
    const found = path ? await statFile(path) : undefined;
    if (found) return found;
  }
  return undefined;
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
};

/** Content-Type of a stored file by its extension; rss.xml is a feed. */
export function contentTypeOf(path: string): string {
  if (path.endsWith(`${sep}rss.xml`) || path.endsWith('/rss.xml'))
    return 'application/rss+xml; charset=utf-8';
  return types[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** Types CloudFront compresses (a subset of its list that this site serves). */
export const isCompressible = (type: string): boolean =>
  /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/.test(type);

/** Cache-Control of a key: hashed assets for a year, everything else revalidated on each use. */
export const cacheControlOf = (key: string): string =>
  key.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
