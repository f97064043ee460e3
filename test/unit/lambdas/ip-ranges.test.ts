import { parseAddress } from '../../../lambdas/shared/ip-address';
import { inPrefix, rangeOf } from '../../../lambdas/shared/fetch/ip-ranges';

describe('parseAddress', () => {
  it.each([
    ['93.184.216.34', [93, 184, 216, 34]],
    ['::1', [...Array<number>(15).fill(0), 1]],
    ['2001:db8::ff00:42', [0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0, 0, 0x42]],
    ['1:2:3:4:5:6:7:8', [0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7, 0, 8]],
    ['::ffff:10.0.0.1', [...Array<number>(10).fill(0), 0xff, 0xff, 10, 0, 0, 1]],
    // The text form of an IPv4-compatible address stays one (ipaddr.js read it as IPv4-mapped).
    ['::1.2.3.4', [...Array<number>(12).fill(0), 1, 2, 3, 4]],
    ['fe80::1%eth0', [0xfe, 0x80, ...Array<number>(13).fill(0), 1]],
  ])('reads %s', (text, bytes) => {
    expect(parseAddress(text)).toEqual(bytes);
  });

  it.each([
    '1.2.3',
    '1.2.3.4.5',
    '256.1.1.1',
    '0x7f.0.0.1',
    '::1%',
    'fe80::1%eth-0',
    '1.2.3.4%eth0',
    '::g',
    '1:2:3:4:5:6:7:8:9',
    '',
  ])('refuses %j', (text) => {
    expect(parseAddress(text)).toBeUndefined();
  });
});

describe('rangeOf', () => {
  it.each([
    ['192.88.99.1', 'reserved'],
    ['192.175.48.1', 'as112'],
    ['192.31.196.1', 'as112'],
    ['192.52.193.1', 'amt'],
    ['198.20.0.1', 'unicast'],
    ['fec0::1', 'deprecatedSiteLocal'],
    ['100::1', 'discard'],
    ['100:0:0:1::1', 'unicast'],
    ['2001:2::1', 'benchmarking'],
    ['2001:3::1', 'amt'],
    ['2001:4:112::1', 'as112v6'],
    ['2620:4f:8000::1', 'as112v6'],
    ['2001:1f::1', 'deprecatedOrchid'],
    ['2001:20::1', 'orchid2'],
    ['2001:30::1', 'droneRemoteIdProtocolEntityTags'],
    ['5f00::1', 'segmentRouting'],
    ['3fff:fff::1', 'reserved'],
    ['3fff:1000::1', 'unicast'],
    ['2001:1::1', 'reserved'],
  ])('names %s %s', (text, range) => {
    expect(rangeOf(parseAddress(text)!)).toBe(range);
  });
});

describe('inPrefix', () => {
  it('compares whole bytes and the bits of a partial one, and never across families', () => {
    expect(inPrefix([172, 31, 0, 1], [172, 16, 0, 0], 12)).toBe(true);
    expect(inPrefix([172, 32, 0, 1], [172, 16, 0, 0], 12)).toBe(false);
    expect(inPrefix([1, 2, 3, 4], [9, 9, 9, 9], 0)).toBe(true);
    expect(inPrefix([1, 2, 3, 4], parseAddress('::')!, 0)).toBe(false);
  });
});
