import { PageFetchError } from '../http/errors';
import { logger } from '../logger';
import { decodeHtml, HTML_TYPES, parseContentType } from './charset';
import { systemResolver, type Resolver } from './pinned-connector';
import { pinnedGet } from './pinned-get';
import { ACCEPT_ENCODING, discard, readCapped } from './read-body';
import { parseTarget, WEB_PORTS } from './target';

/** The bounds of one page fetch, redirects included. */
export interface FetchLimits {
  totalMs: number;
  connectMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export const DEFAULT_FETCH_LIMITS: FetchLimits = {
  totalMs: 8000,
  connectMs: 3000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 5,
};

export interface FetchPageOptions {
  /** Replaces the system resolver (tests: names that resolve to private addresses). */
  resolve?: Resolver;
  /** Local only: `host:port` pairs reached although not public (see FETCH_ALLOW_HOSTS). */
  allow?: Iterable<string>;
  /** Ports a page may be on; tests widen it to reach a random-port listener while every address check still applies. */
  ports?: readonly number[];
  limits?: Partial<FetchLimits>;
  userAgent?: string;
  /** Media types accepted (HTML by default); e.g. `text/plain` for robots.txt. Anything else is refused. */
  mediaTypes?: readonly string[];
}

/** A fetched HTML page, decoded; `truncated` when it was longer than the size cap. */
export interface FetchedPage {
  url: string;
  mediaType: string;
  html: string;
  charset: string;
  bytes: number;
  truncated: boolean;
}

export const DEFAULT_USER_AGENT = 'ContentCoPilot/1.0';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Any failure as the visitor's reason; the cause is logged by its code only. */
function toPageError(err: unknown, timedOut: boolean): PageFetchError {
  if (err instanceof PageFetchError) return err;
  if (timedOut) return new PageFetchError('timeout');
  const code = (err as { code?: string } | null)?.code;
  logger.warn('page fetch failed', { cause: code ?? (err instanceof Error ? err.name : 'unknown') });
  return new PageFetchError('unreachable');
}

/**
 * Fetches a page a visitor named, safely, with Node's own HTTP/1.1 client: http(s) on standard ports,
 * every address checked when dialled, redirects followed by hand and re-checked, bounded in time and
 * size (after decompression), HTML only, no cookies. Every refusal or failure is a PageFetchError with a
 * reason a visitor understands.
 */
export async function fetchPage(address: string, options: FetchPageOptions = {}): Promise<FetchedPage> {
  const limits = { ...DEFAULT_FETCH_LIMITS, ...options.limits };
  const mediaTypes = options.mediaTypes ?? HTML_TYPES;
  const rules = { ports: options.ports ?? WEB_PORTS, allow: new Set(options.allow ?? []) };
  let url = parseTarget(address, undefined, rules);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new PageFetchError('timeout'));
  }, limits.totalMs);
  const connector = {
    resolve: options.resolve ?? systemResolver,
    allow: rules.allow,
    connectTimeoutMs: limits.connectMs,
  };
  const headers = {
    'user-agent': options.userAgent ?? DEFAULT_USER_AGENT,
    accept: mediaTypes.join(','),
    'accept-encoding': ACCEPT_ENCODING,
  };
  try {
    for (let hop = 0; ; hop++) {
      const res = await pinnedGet(url, headers, connector, controller.signal);
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (REDIRECTS.has(status) && location) {
        discard(res);
        if (hop >= limits.maxRedirects) throw new PageFetchError('redirects');
        url = parseTarget(location, url, rules);
        continue;
      }
      const type = parseContentType(res.headers['content-type']);
      if (status < 200 || status >= 300 || !mediaTypes.includes(type.mediaType)) {
        discard(res);
        throw new PageFetchError(status >= 300 ? 'http_error' : 'not_html');
      }
      const encoding = res.headers['content-encoding'] ?? '';
      const { bytes, truncated } = await readCapped(res, encoding, limits.maxBytes);
      const { text, charset } = decodeHtml(bytes, type.charset);
      return {
        url: url.href,
        mediaType: type.mediaType,
        html: text,
        charset,
        bytes: bytes.length,
        truncated,
      };
    }
  } catch (err) {
    throw toPageError(err, timedOut);
  } finally {
    clearTimeout(timer);
  }
}
