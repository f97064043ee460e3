import ipaddr from 'ipaddr.js';

/** Why an address may or may not be dialled: `public` is the only range the fetcher connects to. */
export interface AddressVerdict {
  allowed: boolean;
  /** The range the address (or the IPv4 address it embeds) falls in, e.g. `loopback`, `private`, `public`. */
  range: string;
}

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

const refused = (range: string): AddressVerdict => ({ allowed: false, range });

const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3') as [IPv6, number];
const NAT64_LOCAL = ipaddr.parseCIDR('64:ff9b:1::/48') as [IPv6, number];

/** IPv4 from the four bytes of an IPv6 address starting at byte `offset`. */
const ipv4At = (address: IPv6, offset: number): IPv4 =>
  new ipaddr.IPv4(address.toByteArray().slice(offset, offset + 4));

function judgeIPv4(address: IPv4, via?: string): AddressVerdict {
  const range = address.range();
  const name = via ? `${via} of ${range}` : range;
  return range === 'unicast' ? { allowed: true, range: via ? `${via} of public` : 'public' } : refused(name);
}

/** The IPv4 addresses an IPv6 address carries and routes to, when it is one of the embedding forms. */
function embeddedIPv4(address: IPv6): { via: string; addresses: IPv4[] } | undefined {
  const range = address.range();
  if (range === 'ipv4Mapped' || range === 'rfc6145') return { via: range, addresses: [ipv4At(address, 12)] };
  if (range === 'rfc6052' && !address.match(NAT64_LOCAL))
    return { via: 'nat64', addresses: [ipv4At(address, 12)] };
  if (range === '6to4') return { via: '6to4', addresses: [ipv4At(address, 2)] };
  if (range === 'teredo') {
    // Teredo carries its server in bytes 4-7 and its client, bit-inverted, in bytes 12-15.
    const client = ipv4At(address, 12).octets.map((octet) => octet ^ 0xff);
    return { via: 'teredo', addresses: [ipv4At(address, 4), new ipaddr.IPv4(client)] };
  }
  // IPv4-compatible (::a.b.c.d, deprecated): the first 96 bits are zero; :: and ::1 are judged as IPv6.
  const parts = address.parts;
  if (parts.slice(0, 6).every((part) => part === 0) && range === 'unicast')
    return { via: 'ipv4Compatible', addresses: [ipv4At(address, 12)] };
  return undefined;
}

function judgeIPv6(address: IPv6): AddressVerdict {
  const embedded = embeddedIPv4(address);
  if (embedded) {
    const verdicts = embedded.addresses.map((ipv4) => judgeIPv4(ipv4, embedded.via));
    return verdicts.find((verdict) => !verdict.allowed) ?? verdicts[0]!;
  }
  const range = address.range();
  if (range !== 'unicast') return refused(range);
  // Outside 2000::/3 nothing is assigned for global unicast yet.
  return address.match(GLOBAL_UNICAST) ? { allowed: true, range: 'public' } : refused('reserved');
}

/**
 * Whether the fetcher may dial this IP address: only public unicast addresses. Loopback, private,
 * shared, link-local, benchmarking, multicast, reserved and broadcast ranges are refused, and an IPv6
 * address that embeds an IPv4 address (mapped, compatible, NAT64, 6to4, Teredo) is judged by it.
 */
export function classifyAddress(address: string): AddressVerdict {
  if (!ipaddr.isValid(address)) return refused('invalid');
  const parsed = ipaddr.parse(address);
  return parsed.kind() === 'ipv4' ? judgeIPv4(parsed as IPv4) : judgeIPv6(parsed as IPv6);
}
