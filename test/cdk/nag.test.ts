import { Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { hostedZoneDomain, synthStage, type SynthOptions } from './support';

const variants: [string, SynthOptions][] = [
  ['the real route table', {}],
  ['fixture routes (tables, Bedrock, SES)', { fixtures: true }],
  ['a production stage with a domain and alarm email', { stage: 'prod', fixtures: true }],
  [
    'a production stage whose domain is in a Route 53 hosted zone (certificate, records, backups)',
    { stage: 'prod', config: { domain: hostedZoneDomain } },
  ],
  [
    'a domain sender and an application inference profile',
    {
      fixtures: true,
      config: {
        senderIdentity: 'domain',
        bedrock: {
          modelId: 'arn:aws:bedrock:eu-west-1:123456789012:application-inference-profile/abc123',
          foundationModelId: 'eu.amazon.nova-lite-v1:0',
        },
      },
    },
  ],
];

/** Every acknowledgment in the tree, with the construct it sits on. */
function acknowledgments(app: App): { path: string; id: string; reason: string }[] {
  const found: { path: string; id: string; reason: string }[] = [];
  const visit = (node: IConstruct) => {
    for (const entry of node.node.metadata) {
      if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
      for (const [id, reason] of Object.entries(entry.data as Record<string, string>)) {
        found.push({ path: node.node.path, id, reason });
      }
    }
    node.node.children.forEach(visit);
  };
  visit(app);
  return found;
}

describe('cdk-nag AwsSolutions checks', () => {
  it.each(variants)('finds nothing unacknowledged in %s', (_name, options) => {
    const { app } = synthStage(options);
    const report = new AwsSolutionsChecks().validateScope(app);
    const findings = report.violations.map(
      (v) => `${v.severity} ${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`,
    );
    expect(findings).toEqual([]);
  });

  it('gives every acknowledgment a reason a reviewer can check', () => {
    const { app } = synthStage({ fixtures: true });
    const acks = acknowledgments(app);
    expect(acks.length).toBeGreaterThan(0);
    for (const { id, reason } of acks) {
      expect(id).toMatch(/AwsSolutions-[A-Z]+\d+/);
      expect(reason.length).toBeGreaterThan(40);
    }
  });
});
