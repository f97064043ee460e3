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

  it('logs blocked and counted requests to a CloudWatch log group WAF accepts, kept for the log retention', () => {
    edge.hasResourceProperties('AWS::Logs::LogGroup', {
      LogGroupName: 'aws-waf-logs-content-copilot-test',
      RetentionInDays: 30,
    });
    const [logging] = Object.values(edge.findResources('AWS::WAFv2::LoggingConfiguration')) as {
      Properties: { ResourceArn: unknown; LogDestinationConfigs: unknown[]; LoggingFilter: unknown };
    }[];
    expect(logging!.Properties.ResourceArn).toEqual({
      'Fn::GetAtt': [expect.stringMatching(/^WebAcl/), 'Arn'],
    });
    const destination = JSON.stringify(logging!.Properties.LogDestinationConfigs);
    const [groupId] = Object.keys(edge.findResources('AWS::Logs::LogGroup'));
    expect(destination).toContain(`":log-group:",{"Ref":"${groupId}"}`);
    expect(destination).not.toContain(':*');
    expect(logging!.Properties.LoggingFilter).toEqual({
      DefaultBehavior: 'DROP',
      Filters: [
        {
          Behavior: 'KEEP',
          Requirement: 'MEETS_ANY',
          Conditions: [{ ActionCondition: { Action: 'BLOCK' } }, { ActionCondition: { Action: 'COUNT' } }],
        },
      ],
    });
  });

  it('has no monthly cost budget without an alarm email to send it to', () => {
    edge.resourceCountIs('AWS::Budgets::Budget', 0);
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

describe('edge stack of a stage with an alarm email', () => {
  const { edge } = synthStage({ config: { alarmEmail: 'ops@copilot.test', costBudget: { monthlyUsd: 75 } } });

  it('emails the alarm address from AWS Budgets at 80 % of the monthly cost and at a forecast overrun', () => {
    const email = [{ SubscriptionType: 'EMAIL', Address: 'ops@copilot.test' }];
    edge.hasResourceProperties('AWS::Budgets::Budget', {
      Budget: Match.objectLike({
        BudgetName: 'content-copilot-test-monthly',
        BudgetType: 'COST',
        TimeUnit: 'MONTHLY',
        BudgetLimit: { Amount: 75, Unit: 'USD' },
      }),
      NotificationsWithSubscribers: [
        {
          Notification: Match.objectLike({
            NotificationType: 'ACTUAL',
            Threshold: 80,
            ThresholdType: 'PERCENTAGE',
          }),
          Subscribers: email,
        },
        {
          Notification: Match.objectLike({ NotificationType: 'FORECASTED', Threshold: 100 }),
          Subscribers: email,
        },
      ],
    });
  });

  it('counts only what carries this stage’s cost-allocation tags, which every resource it creates carries', () => {
    edge.hasResourceProperties('AWS::Budgets::Budget', {
      Budget: Match.objectLike({
        FilterExpression: {
          And: [
            { Tags: { Key: 'project', Values: ['content-copilot'], MatchOptions: ['EQUALS'] } },
            { Tags: { Key: 'stage', Values: ['test'], MatchOptions: ['EQUALS'] } },
          ],
        },
      }),
    });
    edge.hasResourceProperties('AWS::WAFv2::WebACL', {
      Tags: Match.arrayWith([
        { Key: 'project', Value: 'content-copilot' },
        { Key: 'stage', Value: 'test' },
      ]),
    });
  });
});
