import { isIPv4, isIPv6 } from 'node:net';

/** An address as bytes: 4 for IPv4, 16 for IPv6. */
export type AddressBytes = number[];

/** The bytes of an IP address in its usual text forms (IPv6 may carry a zone, `fe80::1%eth0`); undefined if not one. */
export function parseAddress(text: string): AddressBytes | undefined {
  const zone = text.indexOf('%');
  if (zone !== -1) {
    // A zone names an interface of an IPv6 address: letters and digits only.
    if (!/^[0-9a-z]+$/i.test(text.slice(zone + 1))) return undefined;
    const bare = text.slice(0, zone);
    return isIPv6(bare) ? ipv6Bytes(bare) : undefined;
  }
  if (isIPv4(text)) return text.split('.').map(Number);
  return isIPv6(text) ? ipv6Bytes(text) : undefined;
}

/** The 16 bytes of an IPv6 address that node:net has validated (`::` shorthand, dotted IPv4 tail). */
function ipv6Bytes(text: string): AddressBytes {
  let hex = text;
  if (hex.includes('.')) {
    const colon = hex.lastIndexOf(':');
    const [a = 0, b = 0, c = 0, d = 0] = hex
      .slice(colon + 1)
      .split('.')
      .map(Number);
    hex = `${hex.slice(0, colon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const groups = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const [head = '', tail] = hex.split('::');
  const words =
    tail === undefined
      ? groups(head)
      : [
          ...groups(head),
          ...Array<number>(8 - groups(head).length - groups(tail).length).fill(0),
          ...groups(tail),
        ];
  return words.flatMap((word) => [word >> 8, word & 0xff]);
}
