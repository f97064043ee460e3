import { parseAddress, type AddressBytes } from '../ip-address';
import { inPrefix, rangeOf } from './ip-ranges';

/** Why an address may or may not be dialled: `public` is the only range the fetcher connects to. */
export interface AddressVerdict {
  allowed: boolean;
  /** The range the address (or the IPv4 address it embeds) falls in, e.g. `loopback`, `private`, `public`. */
  range: string;
}

const refused = (range: string): AddressVerdict => ({ allowed: false, range });

// As bytes, not parsed at load: parsing IPv6 text builds node:net's pattern, ~4 ms of a cold start.
const zeros = (count: number): number[] => Array<number>(count).fill(0);
/** 2000:: */
const GLOBAL_UNICAST: AddressBytes = [0x20, ...zeros(15)];
/** 64:ff9b:1:: */
const NAT64_LOCAL: AddressBytes = [0x00, 0x64, 0xff, 0x9b, 0x00, 0x01, ...zeros(10)];

/** The IPv4 address in the four bytes of an IPv6 address starting at byte `offset`. */
const ipv4At = (address: AddressBytes, offset: number): AddressBytes => address.slice(offset, offset + 4);

function judgeIPv4(address: AddressBytes, via?: string): AddressVerdict {
  const range = rangeOf(address);
  const name = via ? `${via} of ${range}` : range;
  return range === 'unicast' ? { allowed: true, range: via ? `${via} of public` : 'public' } : refused(name);
}

/** The IPv4 addresses an IPv6 address carries and routes to, when it is one of the embedding forms. */
function embeddedIPv4(address: AddressBytes): { via: string; addresses: AddressBytes[] } | undefined {
  const range = rangeOf(address);
  if (range === 'ipv4Mapped' || range === 'rfc6145') return { via: range, addresses: [ipv4At(address, 12)] };
  if (range === 'rfc6052' && !inPrefix(address, NAT64_LOCAL, 48))
    return { via: 'nat64', addresses: [ipv4At(address, 12)] };
  if (range === '6to4') return { via: '6to4', addresses: [ipv4At(address, 2)] };
  if (range === 'teredo') {
    // Teredo carries its server in bytes 4-7 and its client, bit-inverted, in bytes 12-15.
    const client = ipv4At(address, 12).map((octet) => octet ^ 0xff);
    return { via: 'teredo', addresses: [ipv4At(address, 4), client] };
  }
  // IPv4-compatible (::a.b.c.d, deprecated): the first 96 bits are zero; :: and ::1 are judged as IPv6.
  if (address.slice(0, 12).every((byte) => byte === 0) && range === 'unicast')
    return { via: 'ipv4Compatible', addresses: [ipv4At(address, 12)] };
  return undefined;
}

function judgeIPv6(address: AddressBytes): AddressVerdict {
  const embedded = embeddedIPv4(address);
  if (embedded) {
    const verdicts = embedded.addresses.map((ipv4) => judgeIPv4(ipv4, embedded.via));
    return verdicts.find((verdict) => !verdict.allowed) ?? verdicts[0]!;
  }
  const range = rangeOf(address);
  if (range !== 'unicast') return refused(range);
  // Outside 2000::/3 nothing is assigned for global unicast yet.
  return inPrefix(address, GLOBAL_UNICAST, 3) ? { allowed: true, range: 'public' } : refused('reserved');
}

/**
 * Whether the fetcher may dial this IP address: only public unicast addresses. Loopback, private,
 * shared, link-local, benchmarking, multicast, reserved and broadcast ranges are refused, and an IPv6
 * address that embeds an IPv4 address (mapped, compatible, NAT64, 6to4, Teredo) is judged by it.
 */
export function classifyAddress(address: string): AddressVerdict {
  const parsed = parseAddress(address);
  if (!parsed) return refused('invalid');
  return parsed.length === 4 ? judgeIPv4(parsed) : judgeIPv6(parsed);
}
