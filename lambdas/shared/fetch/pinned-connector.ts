import { lookup } from 'node:dns/promises';
import { connect as connectTcp, isIP, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';
import { PageFetchError } from '../http/errors';
import { classifyAddress } from './address-policy';
import { hostKey, portOf } from './target';

/** Every address a host name resolves to (A and AAAA); replaceable in tests. */
export type Resolver = (hostname: string) => Promise<readonly string[]>;

/** The system resolver, every record, in the order it answers. */
export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((record) => record.address);

export interface ConnectorOptions {
  resolve: Resolver;
  allow: ReadonlySet<string>;
  connectTimeoutMs: number;
}

/** The promise, or a rejection once `ms` pass or `signal` aborts, whichever comes first; no timer outlives it. */
function bounded<T>(promise: Promise<T>, ms: number, signal: AbortSignal): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PageFetchError('timeout')), ms);
    onAbort = () => reject(signal.reason as Error);
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([promise, expired]).finally(() => {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort!);
  });
}

/** The one address to dial: every address the host has must be public; IPv4 first (Lambda has no IPv6 egress). */
async function checkedAddress(
  hostname: string,
  allowed: boolean,
  options: ConnectorOptions,
  signal: AbortSignal,
) {
  let addresses: readonly string[];
  if (isIP(hostname)) addresses = [hostname];
  else {
    try {
      addresses = await bounded(options.resolve(hostname), options.connectTimeoutMs, signal);
    } catch (err) {
      throw err instanceof PageFetchError || signal.aborted ? err : new PageFetchError('unreachable');
    }
  }
  if (!addresses.length) throw new PageFetchError('unreachable');
  if (!allowed && addresses.some((address) => !classifyAddress(address).allowed))
    throw new PageFetchError('refused');
  return addresses.find((address) => isIP(address) === 4) ?? addresses[0]!;
}

/** Dials an IP address (no lookup happens for one), over TLS naming the host; settles once connected. */
function dial(url: URL, hostname: string, address: string, timeoutMs: number, signal: AbortSignal) {
  const port = portOf(url);
  const tls = url.protocol === 'https:';
  const socket = tls
    ? connectTls({
        host: address,
        port,
        // SNI and certificate check against the name; an IP literal is checked as itself (SNI takes no IPs).
        ...(isIP(hostname) ? {} : { servername: hostname }),
        ALPNProtocols: ['http/1.1'],
      })
    : connectTcp({ host: address, port });
  return new Promise<Socket>((resolve, reject) => {
    const timer = setTimeout(() => socket.destroy(new PageFetchError('timeout')), timeoutMs);
    const onAbort = () => socket.destroy(signal.reason as Error);
    const settle = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      socket.removeListener('error', fail);
    };
    const fail = (err: Error) => {
      settle();
      reject(err);
    };
    socket.once(tls ? 'secureConnect' : 'connect', () => {
      settle();
      resolve(socket);
    });
    socket.once('error', fail);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * A connection to a page's host: the connector resolves the host itself, refuses it unless every address
 * is public, and dials the checked address (no second lookup), so IP literals, odd encodings and DNS
 * rebinding all meet the same check. TLS still verifies the certificate against the host name. Resolving,
 * connecting and the TLS handshake together take at most `connectTimeoutMs`; aborting `signal` stops them.
 */
export async function connectPinned(
  url: URL,
  options: ConnectorOptions,
  signal: AbortSignal,
): Promise<Socket> {
  // WHATWG URLs write IPv6 hosts in brackets.
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const started = Date.now();
  const allowed = options.allow.has(hostKey(hostname, portOf(url)));
  const address = await checkedAddress(hostname, allowed, options, signal);
  signal.throwIfAborted();
  const left = Math.max(1, options.connectTimeoutMs - (Date.now() - started));
  return dial(url, hostname, address, left, signal);
}
