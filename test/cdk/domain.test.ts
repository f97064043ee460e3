import { Match } from 'aws-cdk-lib/assertions';
import { hostedZoneDomain, stages, synthStage } from './support';

const records = (template: ReturnType<typeof synthStage>['web']) =>
  Object.values(template.findResources('AWS::Route53::RecordSet')).map(
    (r) => r.Properties as { Name: unknown; Type: string; HostedZoneId: string },
  );

describe('a domain in a Route 53 hosted zone', () => {
  const { edge, web, email } = synthStage({ stage: 'prod', config: { domain: hostedZoneDomain } });

  it('issues the certificate in us-east-1 (the edge stack), validated through DNS in the zone', () => {
    edge.hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: 'www.copilot-ops.net',
      ValidationMethod: 'DNS',
      DomainValidationOptions: [
        { DomainName: 'www.copilot-ops.net', HostedZoneId: hostedZoneDomain.hostedZone.id },
      ],
    });
    edge.hasOutput('CertificateArn', { Value: Match.anyValue() });
  });

  it('serves the name from CloudFront with that certificate, read from the edge stack', () => {
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['www.copilot-ops.net'],
        ViewerCertificate: Match.objectLike({
          AcmCertificateArn: Match.objectLike({ 'Fn::GetStackOutput': Match.anyValue() }),
          MinimumProtocolVersion: 'TLSv1.2_2021',
        }),
      }),
    });
    web.hasOutput('SiteUrl', { Value: 'https://www.copilot-ops.net' });
  });

  it('points the name at the distribution with A and AAAA alias records in the zone', () => {
    const alias = records(web).filter((r) => r.Name === 'www.copilot-ops.net.');
    expect(alias.map((r) => r.Type).sort()).toEqual(['A', 'AAAA']);
    for (const record of alias) expect(record.HostedZoneId).toBe(hostedZoneDomain.hostedZone.id);
    web.hasResourceProperties('AWS::Route53::RecordSet', {
      Type: 'A',
      AliasTarget: Match.objectLike({
        DNSName: { 'Fn::GetAtt': [Match.stringLikeRegexp('Distribution'), 'DomainName'] },
      }),
    });
  });

  it('writes the sender domain’s DKIM, MAIL FROM and DMARC records into the zone', () => {
    const byType = (type: string) => records(email).filter((r) => r.Type === type);
    expect(byType('CNAME')).toHaveLength(3);
    expect(byType('MX').map((r) => r.Name)).toEqual(['mail.copilot-ops.net.']);
    email.hasResourceProperties('AWS::Route53::RecordSet', {
      Type: 'TXT',
      Name: 'mail.copilot-ops.net.',
      ResourceRecords: ['"v=spf1 include:amazonses.com ~all"'],
    });
    email.hasResourceProperties('AWS::Route53::RecordSet', {
      Type: 'TXT',
      Name: '_dmarc.copilot-ops.net.',
      // The alarm address is in the sender's domain, so aggregate reports may go there.
      ResourceRecords: ['"v=DMARC1; p=none; rua=mailto:ops@copilot-ops.net"'],
    });
    expect(Object.keys(email.findOutputs('DkimRecord1'))).toEqual([]);
  });
});

describe('a domain with a certificate the operator issued', () => {
  const { edge, web, email } = synthStage({ stage: 'prod' });

  it('uses the certificate as given and creates no certificate and no DNS record', () => {
    expect(Object.keys(edge.findResources('AWS::CertificateManager::Certificate'))).toEqual([]);
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        ViewerCertificate: Match.objectLike({ AcmCertificateArn: stages.prod.domain.certificateArn }),
      }),
    });
    for (const template of [edge, web, email])
      expect(Object.keys(template.findResources('AWS::Route53::RecordSet'))).toEqual([]);
  });

  it('prints the email records to publish, DMARC included (deploy --check prints them with the site’s)', () => {
    email.hasOutput('DmarcRecord', {
      Value: '_dmarc.copilot-ops.net TXT "v=DMARC1; p=none; rua=mailto:ops@copilot-ops.net"',
    });
    email.hasOutput('MailFromMxRecord', {
      Value: Match.stringLikeRegexp('^mail\\.copilot-ops\\.net MX 10 '),
    });
  });
});
