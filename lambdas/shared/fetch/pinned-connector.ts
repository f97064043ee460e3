import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { buildConnector } from 'undici';
import { PageFetchError } from '../http/errors';
import { classifyAddress } from './address-policy';
import { hostKey } from './target';

/** Every address a host name resolves to (A and AAAA); replaceable in tests. */
export type Resolver = (hostname: string) => Promise<readonly string[]>;

/** The system resolver, every record, in the order it answers. */
export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((record) => record.address);

interface ConnectorOptions {
  resolve: Resolver;
  allow: ReadonlySet<string>;
  connectTimeoutMs: number;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PageFetchError('timeout')), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/** The one address to dial: every address the host has must be public; IPv4 first (Lambda has no IPv6 egress). */
async function checkedAddress(hostname: string, allowed: boolean, options: ConnectorOptions) {
  let addresses: readonly string[];
  if (isIP(hostname)) addresses = [hostname];
  else {
    try {
      addresses = await withTimeout(options.resolve(hostname), options.connectTimeoutMs);
    } catch (err) {
      throw err instanceof PageFetchError ? err : new PageFetchError('unreachable');
    }
  }
  if (!addresses.length) throw new PageFetchError('unreachable');
  if (!allowed && addresses.some((address) => !classifyAddress(address).allowed))
    throw new PageFetchError('refused');
  return addresses.find((address) => isIP(address) === 4) ?? addresses[0]!;
}

/**
 * An undici connector that resolves the host itself, refuses it unless every address is public,
 * and dials the checked address (no second lookup), so IP literals, odd encodings and DNS
 * rebinding all meet the same check. TLS still verifies the certificate against the host name.
 */
export function pinnedConnector(options: ConnectorOptions): buildConnector.connector {
  const dial = buildConnector({ timeout: options.connectTimeoutMs, allowH2: false });
  return (opts, callback) => {
    const port = Number(opts.port) || (opts.protocol === 'https:' ? 443 : 80);
    const allowed = options.allow.has(hostKey(opts.hostname, port));
    checkedAddress(opts.hostname, allowed, options).then(
      (address) => {
        const tls = opts.protocol === 'https:' && !isIP(opts.hostname);
        dial({ ...opts, hostname: address, ...(tls ? { servername: opts.hostname } : {}) }, callback);
      },
      (err: unknown) => callback(err as Error, null),
    );
  };
}
