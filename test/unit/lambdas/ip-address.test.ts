import ipaddr from 'ipaddr.js';
import { parseAddress } from '../../../lambdas/shared/ip-address';

describe('parseAddress', () => {
  it.each([
    ['93.184.216.34', [93, 184, 216, 34]],
    ['::1', [...Array<number>(15).fill(0), 1]],
    ['2001:db8::ff00:42', [0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0, 0, 0x42]],
    ['1:2:3:4:5:6:7:8', [0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7, 0, 8]],
    ['::ffff:10.0.0.1', [...Array<number>(10).fill(0), 0xff, 0xff, 10, 0, 0, 1]],
    // ipaddr.js reads the deprecated IPv4-compatible form as IPv4-mapped: its visitors are bucketed by their IPv4.
    ['::1.2.3.4', [...Array<number>(10).fill(0), 0xff, 0xff, 1, 2, 3, 4]],
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

  /** A deterministic spread of IPv6 addresses: zero runs of every length and place, full and shortened. */
  function* addresses(): Generator<string> {
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let i = 0; i < 500; i++) {
      const groups = Array.from({ length: 8 }, () => (next() % 3 === 0 ? 0 : next() % 0x10000));
      yield groups.map((group) => group.toString(16)).join(':');
      yield new ipaddr.IPv6(groups).toRFC5952String();
      yield `::ffff:${groups
        .slice(0, 4)
        .map((group) => group & 0xff)
        .join('.')}`;
    }
  }

  it('gives the bytes ipaddr.js gives, for addresses of every shape', () => {
    for (const address of addresses())
      expect([address, parseAddress(address)]).toEqual([address, ipaddr.parse(address).toByteArray()]);
  });
});
