import { classifyAddress } from '../../../lambdas/shared/fetch/address-policy';

const refused: [address: string, range: string][] = [
  // IPv4: this network, loopback, RFC 1918, shared address space, link-local
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['10.0.0.1', 'private'],
  ['10.255.255.255', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.254', 'private'],
  ['192.168.0.1', 'private'],
  ['192.168.255.255', 'private'],
  ['100.64.0.1', 'carrierGradeNat'],
  ['100.127.255.254', 'carrierGradeNat'],
  ['169.254.169.254', 'linkLocal'],
  ['169.254.0.1', 'linkLocal'],
  // benchmarking, documentation and other reserved blocks, multicast, broadcast
  ['198.18.0.1', 'reserved'],
  ['198.19.255.254', 'reserved'],
  ['192.0.0.8', 'reserved'],
  ['192.0.2.10', 'reserved'],
  ['198.51.100.7', 'reserved'],
  ['203.0.113.9', 'reserved'],
  ['240.0.0.1', 'reserved'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['255.255.255.255', 'broadcast'],
  // IPv6: unspecified, loopback, link-local, unique local, multicast, documentation, outside 2000::/3
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['fe80::1', 'linkLocal'],
  ['fe80::1%eth0', 'linkLocal'],
  ['fc00::1', 'uniqueLocal'],
  ['fd12:3456:789a::1', 'uniqueLocal'],
  ['ff02::1', 'multicast'],
  ['2001:db8::1', 'reserved'],
  ['4000::1', 'reserved'],
  ['64:ff9b:1::a00:1', 'rfc6052'],
  // IPv6 forms that embed an IPv4 address, judged by it
  ['::ffff:127.0.0.1', 'ipv4Mapped of loopback'],
  ['::ffff:7f00:1', 'ipv4Mapped of loopback'],
  ['::ffff:10.0.0.1', 'ipv4Mapped of private'],
  ['::ffff:169.254.169.254', 'ipv4Mapped of linkLocal'],
  ['::ffff:0:127.0.0.1', 'rfc6145 of loopback'],
  // IPv4-compatible, as URLs normalise [::127.0.0.1]
  ['::7f00:1', 'ipv4Compatible of loopback'],
  ['::c0a8:101', 'ipv4Compatible of private'],
  ['64:ff9b::127.0.0.1', 'nat64 of loopback'],
  ['64:ff9b::a9fe:a9fe', 'nat64 of linkLocal'],
  ['2002:7f00:1::', '6to4 of loopback'],
  ['2002:c0a8:101::1', '6to4 of private'],
  // Teredo: server 65.54.227.120, client 127.0.0.1 stored bit-inverted (80ff:fffe)
  ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'teredo of loopback'],
  // Teredo with a private server
  ['2001:0:a00:1:8000:63bf:3fff:fdd2', 'teredo of private'],
  ['not-an-address', 'invalid'],
  ['', 'invalid'],
];

const allowed: [address: string, range: string][] = [
  ['93.184.216.34', 'public'],
  ['8.8.8.8', 'public'],
  ['1.1.1.1', 'public'],
  ['172.32.0.1', 'public'],
  ['100.128.0.1', 'public'],
  ['192.169.0.1', 'public'],
  ['2606:2800:220:1:248:1893:25c8:1946', 'public'],
  ['2a00:1450:4001:80b::200e', 'public'],
  ['::ffff:93.184.216.34', 'ipv4Mapped of public'],
  ['64:ff9b::5db8:d822', 'nat64 of public'],
  ['2002:5db8:d822::1', '6to4 of public'],
  // Teredo: server 65.54.227.120, client 192.0.2.45 would be reserved; this client is 93.184.216.34
  ['2001:0:4136:e378:8000:63bf:a247:27dd', 'teredo of public'],
];

describe('classifyAddress', () => {
  it('covers at least 40 addresses', () => {
    expect(refused.length + allowed.length).toBeGreaterThanOrEqual(40);
  });

  it.each(refused)('refuses %s (%s)', (address, range) => {
    expect(classifyAddress(address)).toEqual({ allowed: false, range });
  });

  it.each(allowed)('allows %s (%s)', (address, range) => {
    expect(classifyAddress(address)).toEqual({ allowed: true, range });
  });
});
