import { loadStageConfig } from '../../infra/config';
import { siteUrlOf } from '../../infra/environment';
import { isReservedHost } from '../../infra/reserved-addresses';
import { stageWarnings } from '../../infra/stage-warnings';
import { hostedZoneDomain, stages } from './support';

const prod = (changes: Record<string, unknown>) => () =>
  loadStageConfig('prod', { prod: { ...stages.prod, ...changes } });
const throwaway = (changes: Record<string, unknown>) => () =>
  loadStageConfig('test', { test: { ...stages.test, ...changes } });

describe('addresses a stage ships with', () => {
  it.each([
    ['alarmEmail', 'alerts@example.com'],
    ['senderEmail', 'noreply@example.org'],
    ['supportEmail', 'help@mail.example.net'],
    ['alarmEmail', 'ops@copilot.example'],
    ['alarmEmail', 'ops@copilot.invalid'],
    ['senderEmail', 'roast@copilot.test'],
    ['siteUrl', 'https://www.example.com'],
  ])('refuses %s %s in a stage that keeps its data, in one line naming it', (key, value) => {
    expect(prod({ [key]: value })).toThrow(new RegExp(`reach nobody: ${key} \\(`));
  });

  it('refuses a reserved custom domain or hosted zone, and lets a throwaway stage use reserved addresses', () => {
    expect(prod({ domain: { ...stages.prod.domain, name: 'www.example.com' } })).toThrow(/domain\.name/);
    expect(throwaway({ alarmEmail: 'alerts@example.com', siteUrl: 'https://x.example.org' })).not.toThrow();
  });

  it('tells reserved names from real ones that merely look alike', () => {
    for (const host of ['example.com', 'a.example.net', 'site.test', 'x.invalid', 'y.example', 'localhost'])
      expect(isReservedHost(host)).toBe(true);
    for (const host of ['myexample.com', 'example.co.uk', 'testing.com', 'example.com.au', 'contest.org'])
      expect(isReservedHost(host)).toBe(false);
  });
});

describe('the site’s own domain', () => {
  it('takes either a Route 53 hosted zone that holds the name or an issued certificate, not both, not neither', () => {
    expect(prod({ domain: hostedZoneDomain })().domain).toEqual(hostedZoneDomain);
    expect(prod({ domain: { name: 'www.copilot-ops.net' } })).toThrow(
      /stages\.prod\.domain\.hostedZone or domain\.certificateArn, one of the two/,
    );
    expect(
      prod({ domain: { ...hostedZoneDomain, certificateArn: stages.prod.domain.certificateArn } }),
    ).toThrow(/one of the two/);
    expect(prod({ domain: { ...hostedZoneDomain, name: 'www.other-site.net' } })).toThrow(
      /stages\.prod\.domain\.name www\.other-site\.net is not inside the hosted zone copilot-ops\.net/,
    );
    expect(
      prod({ domain: { ...hostedZoneDomain, hostedZone: { id: 'zone-1', name: 'copilot-ops.net' } } }),
    ).toThrow(/domain\.hostedZone\.id must be a Route 53 hosted zone id/);
  });

  it('is the site’s address: siteUrl follows it, and a siteUrl recorded before it is reported as ignored', () => {
    const config = prod({ domain: hostedZoneDomain, siteUrl: 'https://d1abc.cloudfront.net' })();
    expect(siteUrlOf(config)).toBe('https://www.copilot-ops.net');
    expect(stageWarnings(config)).toContainEqual(
      expect.stringMatching(/siteUrl https:\/\/d1abc\.cloudfront\.net is ignored/),
    );
  });
});

describe('the model’s price', () => {
  it('warns when another model is priced at the default (Haiku 5.5 through its global profile), not when it is its own', () => {
    const warnings = (bedrock: Record<string, unknown>) => stageWarnings(prod({ bedrock })());
    expect(warnings({})).toEqual([]);
    expect(warnings({ modelId: 'us.anthropic.claude-haiku-5-5' })).toEqual([
      expect.stringMatching(/^Stage prod prices us\.anthropic\.claude-haiku-5-5 at the default/),
    ]);
    expect(
      warnings({ modelId: 'anthropic.claude-haiku-4-5', pricePerMillionTokens: { input: 1, output: 5 } }),
    ).toEqual([]);
  });
});
