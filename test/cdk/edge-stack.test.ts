import { Match } from 'aws-cdk-lib/assertions';
import { synthStage } from './support';

type Rule = { Name: string; Priority: number; Statement: Record<string, unknown>; Action?: unknown };

describe('edge stack (web ACL)', () => {
  const { edge, stacks } = synthStage({ config: { waf: { requestsPerFiveMinutes: 1500 } } });
  const acl = Object.values(edge.findResources('AWS::WAFv2::WebACL'))[0] as {
    Properties: { Scope: string; DefaultAction: unknown; Rules: Rule[] };
  };
  const rules = Object.fromEntries(acl.Properties.Rules.map((r) => [r.Name, r]));

  it('lives in us-east-1 with CloudFront scope, whatever region the stage uses', () => {
    expect(stacks.edge.region).toBe('us-east-1');
    expect(stacks.web.region).toBe('eu-west-1');
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');
    expect(acl.Properties.DefaultAction).toEqual({ Allow: {} });
    edge.hasOutput('WebAclArn', { Value: Match.anyValue() });
  });

  it('applies the AWS managed rule groups, counting only oversized bodies', () => {
    for (const group of [
      'AWSManagedRulesAmazonIpReputationList',
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
    ]) {
      expect(rules[group]!.Statement).toMatchObject({
        ManagedRuleGroupStatement: { VendorName: 'AWS', Name: group },
      });
    }
    expect(rules.AWSManagedRulesCommonRuleSet!.Statement).toMatchObject({
      ManagedRuleGroupStatement: {
        RuleActionOverrides: [{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }],
      },
    });
  });

  it('blocks an IP over its request rate, with a tighter limit on generation requests', () => {
    expect(rules['requests-per-ip']).toMatchObject({
      Action: { Block: {} },
      Statement: { RateBasedStatement: { Limit: 1500, AggregateKeyType: 'IP', EvaluationWindowSec: 300 } },
    });
    expect(rules['generations-per-ip']).toMatchObject({
      Action: { Block: {} },
      Statement: {
        RateBasedStatement: {
          Limit: 100,
          ScopeDownStatement: {
            ByteMatchStatement: {
              SearchString: '/functions/v1/',
              PositionalConstraint: 'STARTS_WITH',
            },
          },
        },
      },
    });
  });
});
