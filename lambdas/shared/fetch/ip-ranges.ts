import { parseAddress, type AddressBytes } from '../ip-address';

/** Whether `bytes` lies in the prefix `network/bits` (both of the same family). */
export function inPrefix(bytes: AddressBytes, network: AddressBytes, bits: number): boolean {
  if (bytes.length !== network.length) return false;
  for (let i = 0; i < bits; i += 8) {
    const mask = bits - i >= 8 ? 0xff : (0xff << (8 - (bits - i))) & 0xff;
    if ((bytes[i / 8]! & mask) !== (network[i / 8]! & mask)) return false;
  }
  return true;
}

type RangeTable = [name: string, prefixes: [network: string, bits: number][]][];

// The special ranges of ipaddr.js 2.5, in its order (the first match names the range).
const IPV4_RANGES: RangeTable = [
  ['unspecified', [['0.0.0.0', 8]]],
  ['broadcast', [['255.255.255.255', 32]]],
  ['multicast', [['224.0.0.0', 4]]],
  ['linkLocal', [['169.254.0.0', 16]]],
  ['loopback', [['127.0.0.0', 8]]],
  ['carrierGradeNat', [['100.64.0.0', 10]]],
  [
    'private',
    [
      ['10.0.0.0', 8],
      ['172.16.0.0', 12],
      ['192.168.0.0', 16],
    ],
  ],
  [
    'reserved',
    [
      ['192.0.0.0', 24],
      ['192.0.2.0', 24],
      ['192.88.99.0', 24],
      ['198.18.0.0', 15],
      ['198.51.100.0', 24],
      ['203.0.113.0', 24],
      ['240.0.0.0', 4],
    ],
  ],
  [
    'as112',
    [
      ['192.175.48.0', 24],
      ['192.31.196.0', 24],
    ],
  ],
  ['amt', [['192.52.193.0', 24]]],
];

const IPV6_RANGES: RangeTable = [
  ['unspecified', [['::', 128]]],
  ['linkLocal', [['fe80::', 10]]],
  ['multicast', [['ff00::', 8]]],
  ['loopback', [['::1', 128]]],
  ['uniqueLocal', [['fc00::', 7]]],
  ['ipv4Mapped', [['::ffff:0:0', 96]]],
  ['deprecatedSiteLocal', [['fec0::', 10]]],
  ['discard', [['100::', 64]]],
  ['rfc6145', [['::ffff:0:0:0', 96]]],
  [
    'rfc6052',
    [
      ['64:ff9b::', 96],
      ['64:ff9b:1::', 48],
    ],
  ],
  ['6to4', [['2002::', 16]]],
  ['teredo', [['2001::', 32]]],
  ['benchmarking', [['2001:2::', 48]]],
  ['amt', [['2001:3::', 32]]],
  [
    'as112v6',
    [
      ['2001:4:112::', 48],
      ['2620:4f:8000::', 48],
    ],
  ],
  ['deprecatedOrchid', [['2001:10::', 28]]],
  ['orchid2', [['2001:20::', 28]]],
  ['droneRemoteIdProtocolEntityTags', [['2001:30::', 28]]],
  ['segmentRouting', [['5f00::', 16]]],
  [
    'reserved',
    [
      ['2001::', 23],
      ['2001:db8::', 32],
      ['3fff::', 20],
    ],
  ],
];

const compiled = (table: RangeTable) =>
  table.map(([name, prefixes]) => ({
    name,
    prefixes: prefixes.map(([network, bits]) => ({ network: parseAddress(network)!, bits })),
  }));

// Parsed on first use, per family: parsing the IPv6 table builds node:net's IPv6 pattern, ~4 ms of a cold start.
let ipv4: ReturnType<typeof compiled> | undefined;
let ipv6: ReturnType<typeof compiled> | undefined;

/** The special range an address falls in, named as ipaddr.js names it; `unicast` when none. */
export function rangeOf(bytes: AddressBytes): string {
  const table = bytes.length === 4 ? (ipv4 ??= compiled(IPV4_RANGES)) : (ipv6 ??= compiled(IPV6_RANGES));
  const hit = table.find(({ prefixes }) =>
    prefixes.some(({ network, bits }) => inPrefix(bytes, network, bits)),
  );
  return hit?.name ?? 'unicast';
}
