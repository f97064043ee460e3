import { isIPv4, isIPv6 } from 'node:net';
import { parseAddress, type AddressBytes } from '../ip-address';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { viewerAddress } from '../http/viewer-address';
import { ConfigurationError } from '../http/errors';

/**
 * Networks whose visitors share one more part of the day's budget besides each visitor's own: an IPv4 /24, an
 * IPv6 /56 (one subscriber's site, 256 visitor buckets) and /48 (one organisation).
 */
const NETWORK_PREFIXES = { ipv4: [24], ipv6: [56, 48] } as const;

/** The bytes of an address as counted: IPv4-mapped IPv6 as the IPv4 address it is; undefined if not one. */
function addressBytes(address: string): AddressBytes | undefined {
  // Dotted quads only, as CloudFront writes them.
  if (isIPv4(address)) return parseAddress(address);
  if (!isIPv6(address)) return undefined;
  // A zone id names an interface, not an address.
  const bytes = parseAddress(address.split('%')[0]!)!;
  const mapped = bytes.slice(0, 10).every((byte) => byte === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
  return mapped ? bytes.slice(12) : bytes;
}

/**
 * The network of an address at `prefix` bits, named as ipaddr.js names it (a unit test holds the two
 * together): `198.51.100.0/24`, `2001:db8:1:200::/56`. Ours, so the rate-limited functions carry no range tables.
 */
function networkName(bytes: AddressBytes, prefix: number): string {
  const masked = bytes.map((byte, i) => byte & (0xff00 >> Math.min(8, Math.max(0, prefix - i * 8))) & 0xff);
  if (masked.length === 4) return `${masked.join('.')}/${prefix}`;
  const groups = [0, 2, 4, 6, 8, 10, 12, 14].map((i) => ((masked[i]! << 8) | masked[i + 1]!).toString(16));
  // The URL parser writes an IPv6 host in its canonical form (RFC 5952): lower case, the longest zero run as `::`.
  const { hostname } = new URL(`http://[${groups.join(':')}]`);
  return `${hostname.slice(1, -1)}/${prefix}`;
}

/**
 * The rate-limit bucket of an address: an IPv4 address on its own, an IPv6 address by its /64 (one
 * subscriber usually holds a whole /64 and can pick any address in it). IPv4-mapped IPv6 counts as IPv4.
 * Undefined when the value is not an IP address.
 */
export function visitorBucket(address: string): string | undefined {
  const bytes = addressBytes(address);
  if (!bytes) return undefined;
  return bytes.length === 4 ? bytes.join('.') : networkName(bytes, 64);
}

/** The networks an address belongs to for the budget's network shares (NETWORK_PREFIXES); none if not an address. */
export function visitorNetworks(address: string): string[] {
  const bytes = addressBytes(address);
  if (!bytes) return [];
  const prefixes = bytes.length === 4 ? NETWORK_PREFIXES.ipv4 : NETWORK_PREFIXES.ipv6;
  return prefixes.map((prefix) => networkName(bytes, prefix));
}

/** Where a request's visitor is counted: their own bucket, and the networks that share a part of the budget. */
export interface Visitor {
  bucket: string;
  networks: string[];
}

/**
 * The visitor behind a request. A request without a valid viewer address did not come through CloudFront's
 * viewer-request function (or the local server), so it is refused as a setup fault rather than counted
 * against a shared bucket.
 */
export function visitorOf(event: Pick<APIGatewayProxyEvent, 'headers'>): Visitor {
  const address = viewerAddress(event);
  const bucket = address === undefined ? undefined : visitorBucket(address);
  if (bucket === undefined) {
    throw new ConfigurationError(
      'There was a problem with the server configuration: the visitor address header is missing.',
    );
  }
  return { bucket, networks: visitorNetworks(address!) };
}
