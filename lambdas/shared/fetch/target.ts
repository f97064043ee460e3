import { PageFetchError } from '../http/errors';

/** The ports a visitor's page may be on. */
export const WEB_PORTS: readonly number[] = [80, 443];

/** Longest address the fetcher accepts. */
export const MAX_URL_LENGTH = 2048;

/** `host:port` as the allowlist writes it, IPv6 hosts in brackets, lower case. */
export function hostKey(hostname: string, port: number): string {
  const host = hostname.includes(':') && !hostname.startsWith('[') ? `[${hostname}]` : hostname;
  return `${host.toLowerCase()}:${port}`;
}

/** The port a URL dials, its scheme's default when none is written. */
export const portOf = (url: URL): number => Number(url.port) || (url.protocol === 'https:' ? 443 : 80);

/**
 * Parses an address a visitor typed (or a redirect named) and applies the rules that need no lookup:
 * http or https, no user name or password, a standard web port unless the host is allowlisted.
 * Where the host points is judged later, on the address actually dialled.
 */
export function parseTarget(
  raw: string,
  base: URL | undefined,
  rules: { ports: readonly number[]; allow: ReadonlySet<string> },
): URL {
  let url: URL;
  try {
    if (raw.length > MAX_URL_LENGTH) throw new RangeError('too long');
    url = new URL(raw, base);
  } catch {
    throw new PageFetchError('invalid_url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PageFetchError('invalid_url');
  if (url.username || url.password) throw new PageFetchError('refused');
  if (!url.hostname) throw new PageFetchError('invalid_url');
  const port = portOf(url);
  if (!rules.ports.includes(port) && !rules.allow.has(hostKey(url.hostname, port)))
    throw new PageFetchError('refused');
  url.hash = '';
  return url;
}
