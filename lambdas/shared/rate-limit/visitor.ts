import { isIPv4, isIPv6 } from 'node:net';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { viewerAddress } from '../http/viewer-address';
import { ConfigurationError } from '../http/errors';

/** The eight 16-bit groups of a valid IPv6 address, a dotted IPv4 tail and `::` expanded. */
function groupsOf(address: string): number[] {
  let text = address.replace(/%.*$/, ''); // a zone id names an interface, not an address
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((group) => parseInt(group, 16)) : [];
  const [head, rest] = text.split('::');
  const left = parse(head);
  if (rest === undefined) return left;
  const right = parse(rest);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The rate-limit bucket of an address: an IPv4 address on its own, an IPv6 address by its /64 (one
 * subscriber usually holds a whole /64 and can pick any address in it). IPv4-mapped IPv6 counts as IPv4.
 * Undefined when the value is not an IP address.
 */
export function visitorBucket(address: string): string | undefined {
  // Dotted quads only, as CloudFront writes them.
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return undefined;
  const groups = groupsOf(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  // The URL parser writes an IPv6 host in its canonical form (RFC 5952): lower case, the longest zero run as `::`.
  const network = groups.slice(0, 4).map((group) => group.toString(16));
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
