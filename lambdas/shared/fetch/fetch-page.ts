import { Agent, request } from 'undici';
import { PageFetchError } from '../http/errors';
import { logger } from '../logger';
import { decodeHtml, HTML_TYPES, parseContentType } from './charset';
import { pinnedConnector, systemResolver, type Resolver } from './pinned-connector';
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

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** Any failure as the visitor's reason; the cause is logged by its code only. */
function toPageError(err: unknown, timedOut: boolean): PageFetchError {
  if (err instanceof PageFetchError) return err;
  const code = (err as { code?: string } | null)?.code;
  if (timedOut || (code && TIMEOUT_CODES.has(code))) return new PageFetchError('timeout');
  logger.warn('page fetch failed', { cause: code ?? (err instanceof Error ? err.name : 'unknown') });
  return new PageFetchError('unreachable');
}

/**
 * Fetches a page a visitor named, safely: http(s) on standard ports, every address checked when
 * dialled, redirects followed by hand and re-checked, bounded in time and size, HTML only, no
 * cookies. Every refusal or failure is a PageFetchError with a reason a visitor understands.
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
  const agent = new Agent({
    connect: pinnedConnector({
      resolve: options.resolve ?? systemResolver,
      allow: rules.allow,
      connectTimeoutMs: limits.connectMs,
    }),
    allowH2: false,
    headersTimeout: limits.totalMs,
    bodyTimeout: limits.totalMs,
  });
  try {
    for (let hop = 0; ; hop++) {
      const res = await request(url, {
        dispatcher: agent,
        method: 'GET',
        signal: controller.signal,
        headers: {
          'user-agent': options.userAgent ?? DEFAULT_USER_AGENT,
          accept: mediaTypes.join(','),
          'accept-encoding': ACCEPT_ENCODING,
        },
      });
      const location = first(res.headers.location);
      if (REDIRECTS.has(res.statusCode) && location) {
        discard(res.body);
        if (hop >= limits.maxRedirects) throw new PageFetchError('redirects');
        url = parseTarget(location, url, rules);
        continue;
      }
      const type = parseContentType(first(res.headers['content-type']));
      if (res.statusCode < 200 || res.statusCode >= 300 || !mediaTypes.includes(type.mediaType)) {
        discard(res.body);
        throw new PageFetchError(res.statusCode >= 300 ? 'http_error' : 'not_html');
      }
      const encoding = first(res.headers['content-encoding']) ?? '';
      const { bytes, truncated } = await readCapped(res.body, encoding, limits.maxBytes);
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
    void agent.destroy().catch(() => undefined);
  }
}
