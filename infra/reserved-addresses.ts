/**
 * Addresses a deployed stage must not ship with: names reserved for documentation and tests (RFC 2606 and RFC
 * 6761: example.com, .org and .net, the .example, .invalid, .test and .localhost top-level domains), which reach
 * nobody, and the placeholders the shipped `prod` stage carries until an operator fills them in.
 */

/** A shipped placeholder: `<what to put here>`. */
export const isPlaceholder = (value: unknown): value is string =>
  typeof value === 'string' && /^<[^<>]*>$/.test(value.trim());

/** Whether a host name (or the domain of an address) is reserved and so reaches nobody. */
export function isReservedHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return /(^|\.)example\.(com|org|net)$/.test(name) || /(^|\.)(example|invalid|test|localhost)$/.test(name);
}

/** The host of an email address or an https URL. */
const hostOf = (value: string): string =>
  value.includes('@') ? value.slice(value.lastIndexOf('@') + 1) : new URL(value).hostname;

/** The stage settings that name an address someone must reach: each path with its value(s). */
export interface AddressSettings {
  senderEmail: string;
  supportEmail: string;
  alarmEmail?: string | undefined;
  sandboxRecipients: readonly string[];
  siteUrl?: string | undefined;
  domain?: { name: string; hostedZone?: { name: string } | undefined } | undefined;
}

/** Every setting of a stage that names a reserved domain, as `path (value)`. */
export function reservedAddresses(settings: AddressSettings): string[] {
  const named: [string, string | undefined][] = [
    ['senderEmail', settings.senderEmail],
    ['supportEmail', settings.supportEmail],
    ['alarmEmail', settings.alarmEmail],
    ...settings.sandboxRecipients.map((address, i): [string, string] => [`sandboxRecipients.${i}`, address]),
    ['siteUrl', settings.siteUrl],
    ['domain.name', settings.domain?.name && `https://${settings.domain.name}`],
    ['domain.hostedZone.name', settings.domain?.hostedZone && `https://${settings.domain.hostedZone.name}`],
  ];
  return named
    .filter((entry): entry is [string, string] => entry[1] !== undefined && isReservedHost(hostOf(entry[1])))
    .map(([path, value]) => `${path} (${value.replace(/^https:\/\//, '')})`);
}
