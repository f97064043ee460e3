import { isIPv4, isIPv6 } from 'node:net';
import { parseAddress } from '../ip-address';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { viewerAddress } from '../http/viewer-address';
import { ConfigurationError } from '../http/errors';

/**
 * The rate-limit bucket of an address: an IPv4 address on its own, an IPv6 address by its /64 (one
 * subscriber usually holds a whole /64 and can pick any address in it). IPv4-mapped IPv6 counts as IPv4.
 * Undefined when the value is not an IP address.
 */
export function visitorBucket(address: string): string | undefined {
  // Dotted quads only, as CloudFront writes them.
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return undefined;
  // A zone id names an interface, not an address.
  const bytes = parseAddress(address.replace(/%.*$/, ''))!;
  if (bytes.slice(0, 10).every((byte) => byte === 0) && bytes[10] === 0xff && bytes[11] === 0xff)
    return bytes.slice(12).join('.');
  // The URL parser writes an IPv6 host in its canonical form (RFC 5952): lower case, the longest zero run as `::`.
  const network = [0, 2, 4, 6].map((i) => ((bytes[i]! << 8) | bytes[i + 1]!).toString(16));
  const { hostname } = new URL(`http://[${network.join(':')}::]`);
  return `${hostname.slice(1, -1)}/64`;
}

/**
 * The bucket of the visitor behind a request. A request without a valid viewer address did not come
 * through CloudFront's viewer-request function (or the local server), so it is refused as a setup fault
 * rather than counted against a shared bucket.
 */
export function visitorOf(event: Pick<APIGatewayProxyEvent, 'headers'>): string {
  const address = viewerAddress(event);
  const bucket = address === undefined ? undefined : visitorBucket(address);
  if (bucket === undefined) {
    throw new ConfigurationError(
      'There was a problem with the server configuration: the visitor address header is missing.',
    );
  }
  return bucket;
}
