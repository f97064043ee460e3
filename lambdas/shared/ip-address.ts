import ipaddr from 'ipaddr.js';

/** An address as bytes: 4 for IPv4, 16 for IPv6. */
export type AddressBytes = number[];

/**
 * The bytes of an IP address in its usual text forms (IPv6 with `::`, a dotted IPv4 tail or a zone,
 * `fe80::1%eth0`), as ipaddr.js reads them; undefined if not one. IPv4 in a shortened or octal form
 * (`10.1`, `012.0.0.1`) is not an address here: only the four-part decimal form a network sends.
 */
export function parseAddress(text: string): AddressBytes | undefined {
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text).toByteArray();
  return ipaddr.IPv6.isValid(text) ? ipaddr.IPv6.parse(text).toByteArray() : undefined;
}
