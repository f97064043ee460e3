/**
 * The DNS records an operator adds by hand when the stage names a certificate instead of a hosted zone, and the
 * pure checks of `--check`'s domain findings (which names a certificate covers, whether a zone is delegated).
 */
import type { StageConfig } from '../../../infra/config';
import { senderIdentityName } from '../../../infra/environment';
import { dmarcRecord, emailZoneOf } from '../../../infra/stage-domain';

/** What `--check` knows of the deployed stage: the distribution's domain, the SES identity's DKIM tokens. */
export interface Deployed {
  distributionDomain?: string | undefined;
  dkimTokens?: readonly string[] | undefined;
}

/** The records to add by hand, one line each (empty when the stacks write them into a hosted zone). */
export function recordsToAdd(config: StageConfig, deployed: Deployed = {}): string[] {
  const { domain } = config;
  const site = domain?.certificateArn
    ? [
        `${domain.name} CNAME ${deployed.distributionDomain ?? '<DistributionDomainName output of the Web stack>'}` +
          ' (an apex name: A and AAAA alias records to it, with Route 53 or a DNS host that has ALIAS)',
      ]
    : [];
  if (config.senderIdentity !== 'domain' || emailZoneOf(config)) return site;
  const sender = senderIdentityName(config);
  const mailFrom = `${config.mailFromSubdomain}.${sender}`;
  const dkim = deployed.dkimTokens?.length
    ? deployed.dkimTokens.map((token) => `${token}._domainkey.${sender} CNAME ${token}.dkim.amazonses.com`)
    : [
        `<token>._domainkey.${sender} CNAME <token>.dkim.amazonses.com (three, in the Email stack outputs after a deploy)`,
      ];
  const dmarc = dmarcRecord(config);
  return [
    ...site,
    ...dkim,
    `${mailFrom} MX 10 feedback-smtp.${config.region}.amazonses.com`,
    `${mailFrom} TXT "v=spf1 include:amazonses.com ~all"`,
    `${dmarc.name} TXT "${dmarc.value}"`,
  ];
}

/** Whether a certificate for `names` (its domain and alternative names, wildcards included) serves `host`. */
export function certificateCovers(names: readonly string[], host: string): boolean {
  return names.some((name) =>
    name.startsWith('*.')
      ? host.endsWith(name.slice(1)) && !host.slice(0, -name.length + 1).includes('.')
      : name === host,
  );
}

/** The same name servers, whatever their case and trailing dots. */
export function sameNameServers(a: readonly string[], b: readonly string[]): boolean {
  const norm = (list: readonly string[]) => list.map((ns) => ns.toLowerCase().replace(/\.$/, '')).sort();
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b));
}
