import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Why an address may or may not be dialled: `public` is the only range the fetcher connects to. */
export interface AddressVerdict {
  allowed: boolean;
  /** The range the address (or the IPv4 address it embeds) falls in, named as ipaddr.js names it. */
  range: string;
}

const refused = (range: string): AddressVerdict => ({ allowed: false, range });

/** NAT64's local-use prefix (RFC 8215): translated inside a network, so nothing public sits behind it. */
const NAT64_LOCAL = ipaddr.IPv6.parseCIDR('64:ff9b:1::/48');
/** Global unicast: outside 2000::/3 nothing is assigned for it yet. */
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');

/** The IPv4 address in the four bytes of an IPv6 address starting at byte `offset`. */
const ipv4At = (bytes: number[], offset: number) => new ipaddr.IPv4(bytes.slice(offset, offset + 4));

function judgeIPv4(address: ipaddr.IPv4, via?: string): AddressVerdict {
  const range = address.range();
  const name = via ? `${via} of ${range}` : range;
  return range === 'unicast' ? { allowed: true, range: via ? `${via} of public` : 'public' } : refused(name);
}

/** The IPv4 addresses an IPv6 address carries and routes to, when it is one of the embedding forms. */
function embeddedIPv4(address: ipaddr.IPv6): { via: string; addresses: ipaddr.IPv4[] } | undefined {
  const range = address.range();
  const bytes = address.toByteArray();
  if (range === 'ipv4Mapped' || range === 'rfc6145') return { via: range, addresses: [ipv4At(bytes, 12)] };
  if (range === 'rfc6052' && !address.match(NAT64_LOCAL))
    return { via: 'nat64', addresses: [ipv4At(bytes, 12)] };
  if (range === '6to4') return { via: '6to4', addresses: [ipv4At(bytes, 2)] };
  if (range === 'teredo') {
    // Teredo carries its server in bytes 4-7 and its client, bit-inverted, in bytes 12-15.
    const client = new ipaddr.IPv4(bytes.slice(12, 16).map((octet) => octet ^ 0xff));
    return { via: 'teredo', addresses: [ipv4At(bytes, 4), client] };
  }
  // IPv4-compatible (::a.b.c.d, deprecated): the first 96 bits are zero; :: and ::1 have ranges of their own.
  if (range === 'unicast' && bytes.slice(0, 12).every((byte) => byte === 0))
    return { via: 'ipv4Compatible', addresses: [ipv4At(bytes, 12)] };
  return undefined;
}

function judgeIPv6(address: ipaddr.IPv6): AddressVerdict {
  const embedded = embeddedIPv4(address);
  if (embedded) {
    const verdicts = embedded.addresses.map((ipv4) => judgeIPv4(ipv4, embedded.via));
    return verdicts.find((verdict) => !verdict.allowed) ?? verdicts[0]!;
  }
  const range = address.range();
  if (range !== 'unicast') return refused(range);
  return address.match(GLOBAL_UNICAST) ? { allowed: true, range: 'public' } : refused('reserved');
}

/**
 * Whether the fetcher may dial this IP address: only public unicast addresses, by ipaddr.js's special
 * ranges. Loopback, private, shared, link-local, benchmarking, multicast, reserved and broadcast ranges are
 * refused, and an IPv6 address that embeds an IPv4 address (mapped, compatible, NAT64, 6to4, Teredo) is
 * judged by it. Only the forms Node dials are addresses (`0x7f.1` is not one).
 */
export function classifyAddress(address: string): AddressVerdict {
  if (!isIP(address)) return refused('invalid');
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return refused('invalid');
  }
  return parsed.kind() === 'ipv4' ? judgeIPv4(parsed as ipaddr.IPv4) : judgeIPv6(parsed as ipaddr.IPv6);
}
