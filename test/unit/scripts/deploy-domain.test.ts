import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadStageConfig } from '../../../infra/config';
import { certificateCovers, recordsToAdd, sameNameServers } from '../../../scripts/deploy/checks/dns-records';

const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/12345678-1234-1234-1234-123456789012';
const prod = {
  region: 'us-east-1',
  senderEmail: 'roast@copilot-ops.net',
  supportEmail: 'help@copilot-ops.net',
  alarmEmail: 'ops@copilot-ops.net',
  domain: { name: 'www.copilot-ops.net', certificateArn },
};
const config = (changes: Record<string, unknown> = {}) =>
  loadStageConfig('prod', { prod: { ...prod, ...changes } });

describe('the DNS records an operator adds for a domain with its own certificate', () => {
  it('names the site’s CNAME to the distribution, the DKIM, MAIL FROM and DMARC records, with what the deploy made', () => {
    expect(
      recordsToAdd(config(), {
        distributionDomain: 'd1abc.cloudfront.net',
        dkimTokens: ['aaa', 'bbb', 'ccc'],
      }),
    ).toEqual([
      expect.stringMatching(
        /^www\.copilot-ops\.net CNAME d1abc\.cloudfront\.net \(an apex name: A and AAAA alias/,
      ),
      'aaa._domainkey.copilot-ops.net CNAME aaa.dkim.amazonses.com',
      'bbb._domainkey.copilot-ops.net CNAME bbb.dkim.amazonses.com',
      'ccc._domainkey.copilot-ops.net CNAME ccc.dkim.amazonses.com',
      'mail.copilot-ops.net MX 10 feedback-smtp.us-east-1.amazonses.com',
      'mail.copilot-ops.net TXT "v=spf1 include:amazonses.com ~all"',
      '_dmarc.copilot-ops.net TXT "v=DMARC1; p=none; rua=mailto:ops@copilot-ops.net"',
    ]);
  });

  it('says where the values come from before the first deploy', () => {
    const [site, dkim] = recordsToAdd(config());
    expect(site).toContain('<DistributionDomainName output of the Web stack>');
    expect(dkim).toContain('<token>._domainkey.copilot-ops.net');
  });

  it('lists none when the stacks write them into the hosted zone, and only the email ones for a cloudfront.net site', () => {
    const zone = {
      name: 'www.copilot-ops.net',
      hostedZone: { id: 'Z0123456789ABCDEFGHIJ', name: 'copilot-ops.net' },
    };
    expect(recordsToAdd(config({ domain: zone }))).toEqual([]);
    const { domain: _none, ...withoutDomain } = prod;
    const records = loadStageConfig('prod', { prod: withoutDomain });
    expect(recordsToAdd(records).map((r) => r.split(' ')[0])).toEqual([
      '<token>._domainkey.copilot-ops.net',
      'mail.copilot-ops.net',
      'mail.copilot-ops.net',
      '_dmarc.copilot-ops.net',
    ]);
  });
});

describe('the domain checks’ own rules', () => {
  it('takes a certificate for the name itself, or a wildcard one level above it', () => {
    expect(certificateCovers(['www.copilot-ops.net'], 'www.copilot-ops.net')).toBe(true);
    expect(certificateCovers(['copilot-ops.net', '*.copilot-ops.net'], 'www.copilot-ops.net')).toBe(true);
    expect(certificateCovers(['*.copilot-ops.net'], 'a.b.copilot-ops.net')).toBe(false);
    expect(certificateCovers(['*.copilot-ops.net'], 'copilot-ops.net')).toBe(false);
    expect(certificateCovers(['copilot-ops.net'], 'www.copilot-ops.net')).toBe(false);
  });

  it('compares name servers whatever their order, case and trailing dot', () => {
    expect(
      sameNameServers(
        ['NS-1.awsdns-01.org.', 'ns-2.awsdns-02.com'],
        ['ns-2.awsdns-02.com.', 'ns-1.awsdns-01.org'],
      ),
    ).toBe(true);
    expect(sameNameServers(['ns-1.awsdns-01.org'], ['ns1.registrar.example'])).toBe(false);
  });
});

describe('npm run deploy -- <stage> --check for a domain with its own certificate', () => {
  it('prints the records to add even before credentials work', () => {
    const dir = mkdtempSync(join(tmpdir(), 'deploy-'));
    const none = mkdtempSync(join(tmpdir(), 'no-aws-'));
    writeFileSync(join(dir, 'cdk.json'), JSON.stringify({ context: { stages: { prod } } }));
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const key of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN', 'AWS_PROFILE'])
      delete env[key];
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        resolve('node_modules/tsx/dist/loader.mjs'),
        resolve('scripts/deploy.ts'),
        'prod',
        '--check',
      ],
      {
        cwd: dir,
        env: {
          ...env,
          AWS_CONFIG_FILE: join(none, 'config'),
          AWS_SHARED_CREDENTIALS_FILE: join(none, 'credentials'),
          AWS_EC2_METADATA_DISABLED: 'true',
        },
        encoding: 'utf8',
      },
    );
    expect(run.stdout).toContain('! Add these DNS records where www.copilot-ops.net is served');
    expect(run.stdout).toMatch(
      /www\.copilot-ops\.net CNAME <DistributionDomainName output of the Web stack>/,
    );
    expect(run.stdout).toContain(
      '_dmarc.copilot-ops.net TXT "v=DMARC1; p=none; rua=mailto:ops@copilot-ops.net"',
    );
  }, 30_000);
});
