import ipaddr from 'ipaddr.js';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { viewerAddress } from '../http/viewer-address';
import { ConfigurationError } from '../http/errors';

/**
 * The rate-limit bucket of an address: an IPv4 address on its own, an IPv6 address by its /64 (one
 * subscriber usually holds a whole /64 and can pick any address in it). IPv4-mapped IPv6 counts as IPv4.
 * Undefined when the value is not an IP address.
 */
export function visitorBucket(address: string): string | undefined {
  // Dotted quads only: ipaddr.js also reads forms such as `198.51.100` that CloudFront never writes.
  if (ipaddr.IPv4.isValidFourPartDecimal(address)) return ipaddr.IPv4.parse(address).toString();
  if (!ipaddr.IPv6.isValid(address)) return undefined;
  const ip = ipaddr.IPv6.parse(address);
  if (ip.isIPv4MappedAddress()) return ip.toIPv4Address().toString();
  return `${new ipaddr.IPv6([...ip.parts.slice(0, 4), 0, 0, 0, 0]).toString()}/64`;
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
