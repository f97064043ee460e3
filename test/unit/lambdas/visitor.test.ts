import { runInNewContext } from 'node:vm';
import ipaddr from 'ipaddr.js';
import { viewerAddressCode } from '../../../infra/constructs/viewer-address';
import { ConfigurationError } from '@lambdas/shared/http/errors';
import { visitorBucket, visitorNetworks, visitorOf } from '@lambdas/shared/rate-limit/visitor';

type CloudFrontHeaders = Record<string, { value: string; multiValue?: { value: string }[] }>;

/** Runs the CloudFront Function's source as CloudFront would, on a viewer request. */
function viewerRequest(viewerIp: string, headers: CloudFrontHeaders) {
  const handler = runInNewContext(`${viewerAddressCode}\nhandler`) as (event: unknown) => {
    headers: CloudFrontHeaders;
  };
  return handler({ viewer: { ip: viewerIp }, request: { method: 'POST', uri: '/functions/v1/x', headers } });
}

/** The headers API Gateway hands the function for a request CloudFront forwarded (single values). */
const forwarded = (headers: CloudFrontHeaders) =>
  Object.fromEntries(Object.entries(headers).map(([name, header]) => [name, header.value]));

describe('visitor identity behind CloudFront', () => {
  it('keys on the address CloudFront saw, whatever viewer-address or forwarding headers the client sent', () => {
    const request = viewerRequest('203.0.113.5', {
      'x-viewer-address': {
        value: '198.51.100.99',
        multiValue: [{ value: '198.51.100.99' }, { value: '10.0.0.1' }],
      },
      'x-forwarded-for': { value: '198.51.100.98' },
    });
    expect(request.headers['x-viewer-address']).toEqual({ value: '203.0.113.5' });
    expect(visitorOf({ headers: forwarded(request.headers) })).toEqual({
      bucket: '203.0.113.5',
      networks: ['203.0.113.0/24'],
    });
  });

  it('sets the header when the client sent none, IPv6 included', () => {
    const request = viewerRequest('2001:db8:aa:bb:1:2:3:4', {});
    expect(visitorOf({ headers: forwarded(request.headers) })).toEqual({
      bucket: '2001:db8:aa:bb::/64',
      networks: ['2001:db8:aa::/56', '2001:db8:aa::/48'],
    });
  });

  it('refuses a request that no viewer-request function stamped, instead of pooling it with others', () => {
    expect(() => visitorOf({ headers: { 'x-forwarded-for': '198.51.100.98' } })).toThrow(ConfigurationError);
    expect(() => visitorOf({ headers: { 'x-viewer-address': 'not an address' } })).toThrow(
      ConfigurationError,
    );
  });
});

describe('rate-limit buckets', () => {
  it('counts an IPv4 visitor by its address', () => {
    expect(visitorBucket('198.51.100.7')).toBe('198.51.100.7');
    expect(visitorBucket('198.51.100.8')).not.toBe(visitorBucket('198.51.100.7'));
  });

  it('counts every address of one IPv6 /64 as one visitor, and the next /64 as another', () => {
    const bucket = visitorBucket('2001:db8:1:2::1');
    expect(bucket).toBe('2001:db8:1:2::/64');
    for (const address of [
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0db8:0001:0002:1234:5678:9abc:def0',
      '2001:DB8:1:2::abcd',
    ])
      expect(visitorBucket(address)).toBe(bucket);
    expect(visitorBucket('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 visitor it is', () => {
    expect(visitorBucket('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('rejects what is not an address', () => {
    for (const value of ['', 'unknown', '198.51.100', '2001:db8::1::2', '198.51.100.7, 10.0.0.1'])
      expect(visitorBucket(value)).toBeUndefined();
  });
});

describe('bucket names', () => {
  /** The buckets as ipaddr.js named them before: stored rate-limit windows keep their keys. */
  function ipaddrBucket(address: string): string | undefined {
    if (ipaddr.IPv4.isValidFourPartDecimal(address)) return ipaddr.IPv4.parse(address).toString();
    if (!ipaddr.IPv6.isValid(address)) return undefined;
    const ip = ipaddr.IPv6.parse(address);
    if (ip.isIPv4MappedAddress()) return ip.toIPv4Address().toString();
    return `${new ipaddr.IPv6([...ip.parts.slice(0, 4), 0, 0, 0, 0]).toString()}/64`;
  }

  /** A deterministic spread of IPv6 addresses: zero runs of every length and place, mixed case. */
  function* addresses(): Generator<string> {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let i = 0; i < 500; i++) {
      const groups = Array.from({ length: 8 }, () => (next() % 3 === 0 ? 0 : next() % 0x10000));
      const text = groups.map((group) => group.toString(16)).join(':');
      yield i % 2 ? text.toUpperCase() : text;
      yield new ipaddr.IPv6(groups).toString();
    }
    yield* [
      '::',
      '::1',
      '1::',
      '::ffff:0.0.0.0',
      '::ffff:7f00:1',
      '0:0:0:0:0:ffff:c633:6407',
      '::1:ffff:c633:6407',
      '64:ff9b::1.2.3.4',
    ];
    yield* ['2001:db8:0:0:1::', '2001:0:0:1::', 'fe80::1', '0.0.0.0', '255.255.255.255', '10.0.0.1'];
  }

  it('are the ones ipaddr.js gave, for IPv4, mapped and IPv6 addresses of every shape', () => {
    for (const address of addresses())
      expect([address, visitorBucket(address)]).toEqual([address, ipaddrBucket(address)]);
  });

  /** The networks as ipaddr.js names them: its network address of the CIDR, and the prefix. */
  function ipaddrNetworks(address: string): string[] {
    const ip = ipaddr.parse(address);
    const counted = ip instanceof ipaddr.IPv6 && ip.isIPv4MappedAddress() ? ip.toIPv4Address() : ip;
    const prefixes = counted.kind() === 'ipv4' ? [24] : [56, 48];
    return prefixes.map((prefix) => {
      const network = (counted.kind() === 'ipv4' ? ipaddr.IPv4 : ipaddr.IPv6).networkAddressFromCIDR(
        `${counted.toString()}/${prefix}`,
      );
      return `${network.toString()}/${prefix}`;
    });
  }

  it('name each network (IPv4 /24, IPv6 /56 and /48) as ipaddr.js does', () => {
    for (const address of addresses())
      expect([address, visitorNetworks(address)]).toEqual([address, ipaddrNetworks(address)]);
    expect(visitorNetworks('not an address')).toEqual([]);
  });
});
