/**
 * `--check` of the stage's domain: the Route 53 hosted zone (it exists, is public, holds the name and is the one
 * the registrar delegates to, or ACM never validates the certificate) or the operator's certificate (issued, in
 * us-east-1, covering the name, not about to expire), and the records to add when the stacks cannot write them.
 */
import { resolveNs } from 'node:dns/promises';
import type { StageConfig } from '../../../infra/config';
import { senderIdentityName } from '../../../infra/environment';
import { edgeRegion, outputKeys, stackName } from '../../../catalog/names';
import { errorLine, type Finding } from '../findings';
import { readStackOutputs } from '../stack-outputs';
import { certificateCovers, recordsToAdd, sameNameServers, type Deployed } from './dns-records';

const DAY_MS = 86_400_000;

/** The hosted zone: public, the zone the name lives in, delegated to by the registrar. */
async function zoneFindings(zone: { id: string; name: string }): Promise<Finding[]> {
  const { GetHostedZoneCommand, Route53Client } = await import('@aws-sdk/client-route-53');
  const route53 = new Route53Client({ region: edgeRegion });
  try {
    const { HostedZone, DelegationSet } = await route53.send(new GetHostedZoneCommand({ Id: zone.id }));
    const name = HostedZone?.Name?.replace(/\.$/, '');
    if (name !== zone.name || HostedZone?.Config?.PrivateZone)
      return [
        {
          level: 'fail',
          what: `Hosted zone ${zone.id} is ${HostedZone?.Config?.PrivateZone ? 'private' : `for ${name}`}, not the public zone of ${zone.name}`,
          fix: `set domain.hostedZone to the public zone of ${zone.name} (aws route53 list-hosted-zones-by-name --dns-name ${zone.name})`,
        },
      ];
    const servers = DelegationSet?.NameServers ?? [];
    const delegated = await resolveNs(zone.name).then(
      (found) => sameNameServers(found, servers),
      () => undefined,
    );
    return [
      { level: 'ok', what: `Route 53 hosted zone ${zone.name} (${zone.id}) is public` },
      delegated === true
        ? { level: 'ok', what: `The registrar delegates ${zone.name} to this zone` }
        : {
            level: delegated === false ? 'fail' : 'warn',
            what:
              delegated === false
                ? `The registrar does not delegate ${zone.name} to this zone: ACM cannot validate the certificate, and the deploy waits for it`
                : `Could not look up ${zone.name}'s name servers to check its delegation`,
            fix: `at the registrar, set ${zone.name}'s name servers to ${servers.join(', ')}`,
          },
    ];
  } catch (err) {
    return [{ level: 'fail', what: `Route 53 could not read hosted zone ${zone.id}: ${errorLine(err)}` }];
  } finally {
    route53.destroy();
  }
}

/** The operator's certificate: issued, covering the name, valid for at least another month. */
async function certificateFinding(arn: string, host: string): Promise<Finding> {
  const { ACMClient, DescribeCertificateCommand } = await import('@aws-sdk/client-acm');
  const acm = new ACMClient({ region: edgeRegion });
  try {
    const { Certificate: c } = await acm.send(new DescribeCertificateCommand({ CertificateArn: arn }));
    const names = [c?.DomainName ?? '', ...(c?.SubjectAlternativeNames ?? [])];
    if (c?.Status !== 'ISSUED')
      return {
        level: 'fail',
        what: `Certificate ${arn} is ${c?.Status}`,
        fix: 'add the validation CNAME ACM shows, then wait for ISSUED',
      };
    if (!certificateCovers(names, host))
      return {
        level: 'fail',
        what: `Certificate ${arn} covers ${names.join(', ')}, not ${host}`,
        fix: `request a certificate for ${host} in ACM in us-east-1`,
      };
    const days = Math.floor(((c.NotAfter?.getTime() ?? 0) - Date.now()) / DAY_MS);
    return days < 30
      ? {
          level: 'warn',
          what: `Certificate for ${host} expires in ${days} days`,
          fix: 'an imported certificate is yours to renew; ACM renews its own once DNS validates',
        }
      : { level: 'ok', what: `Certificate for ${host} is issued in us-east-1 (${days} days left)` };
  } catch (err) {
    return { level: 'fail', what: `ACM could not describe ${arn}: ${errorLine(err)}` };
  } finally {
    acm.destroy();
  }
}

/** What the deployed stage says of the records: the distribution's domain, the identity's DKIM tokens. */
async function deployed(config: StageConfig): Promise<Deployed> {
  const { GetIdentityDkimAttributesCommand, SESClient } = await import('@aws-sdk/client-ses');
  const ses = new SESClient({ region: config.region });
  const identity = senderIdentityName(config);
  try {
    const [web, dkim] = await Promise.all([
      readStackOutputs(stackName(config.stage, 'Web'), config.region).catch(() => undefined),
      ses.send(new GetIdentityDkimAttributesCommand({ Identities: [identity] })).catch(() => undefined),
    ]);
    return {
      distributionDomain: web?.[outputKeys.distributionDomainName],
      dkimTokens: dkim?.DkimAttributes?.[identity]?.DkimTokens,
    };
  } finally {
    ses.destroy();
  }
}

/** The records to add by hand, as one finding: what --check prints for a stage that names a certificate. */
export const recordsFinding = (config: StageConfig, known: Deployed = {}): Finding | undefined => {
  const records = recordsToAdd(config, known);
  return records.length
    ? {
        level: 'warn',
        what: `Add these DNS records where ${config.domain?.name ?? 'the sender domain'} is served`,
        fix: records.join('\n         '),
      }
    : undefined;
};

/** Every domain finding of a stage, with credentials. */
export async function domainChecks(config: StageConfig): Promise<Finding[]> {
  const { domain } = config;
  const checks: Finding[] = [];
  if (domain?.hostedZone) checks.push(...(await zoneFindings(domain.hostedZone)));
  if (domain?.certificateArn) checks.push(await certificateFinding(domain.certificateArn, domain.name));
  const records = recordsFinding(config, await deployed(config));
  return records ? [...checks, records] : checks;
}
