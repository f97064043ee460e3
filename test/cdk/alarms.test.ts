import { Match } from 'aws-cdk-lib/assertions';
import { budgetMetric } from '../../catalog/names';
import { synthStage } from './support';

type Alarm = { Properties: { AlarmName: string; AlarmActions: unknown[]; OKActions?: unknown[] } };

describe('operations alarms (fixture routes)', () => {
  const { api } = synthStage({ fixtures: true, config: { alarmEmail: 'ops@copilot.test' } });
  const alarms = Object.values(api.findResources('AWS::CloudWatch::Alarm')) as Alarm[];
  const names = alarms.map((a) => a.Properties.AlarmName);

  it('alarms on errors and throttles of every function', () => {
    for (const fn of ['fallback', 'origin-verify', 'blog-posts', 'content-brief', 'brand-roast']) {
      expect(names).toEqual(
        expect.arrayContaining([`content-copilot-test-${fn}-errors`, `content-copilot-test-${fn}-throttles`]),
      );
    }
    api.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'content-copilot-test-content-brief-errors',
      Namespace: 'AWS/Lambda',
      MetricName: 'Errors',
      Dimensions: [{ Name: 'FunctionName', Value: Match.anyValue() }],
      TreatMissingData: 'notBreaching',
    });
  });

  it('alarms on API 5xx and latency, DynamoDB throttles per table and Bedrock throttling', () => {
    api.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'content-copilot-test-api-5xx',
      MetricName: '5XXError',
      Dimensions: Match.arrayWith([{ Name: 'Stage', Value: Match.anyValue() }]),
    });
    api.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'content-copilot-test-api-latency',
      MetricName: 'Latency',
      ExtendedStatistic: 'p90',
      EvaluationPeriods: 3,
    });
    for (const table of ['posts', 'rate-limits']) {
      api.hasResourceProperties('AWS::CloudWatch::Alarm', {
        AlarmName: `content-copilot-test-table-${table}-throttles`,
        Metrics: Match.arrayWith([
          Match.objectLike({
            MetricStat: Match.objectLike({
              Metric: Match.objectLike({
                MetricName: 'WriteThrottleEvents',
                Dimensions: [{ Name: 'TableName', Value: `content-copilot-test-${table}` }],
              }),
            }),
          }),
        ]),
      });
    }
    api.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'content-copilot-test-bedrock-throttles',
      Namespace: 'AWS/Bedrock',
      MetricName: 'InvocationThrottles',
      Dimensions: [{ Name: 'ModelId', Value: 'eu.anthropic.claude-haiku-5-5' }],
    });
  });

  it('alarms on Bedrock calls and output tokens per hour above the configured thresholds', () => {
    const { api: custom } = synthStage({
      fixtures: true,
      config: { bedrockAlarms: { invocationsPerHour: 120, outputTokensPerHour: 90_000 } },
    });
    for (const [name, metric, threshold] of [
      ['bedrock-invocations', 'Invocations', 120],
      ['bedrock-output-tokens', 'OutputTokenCount', 90_000],
    ] as const) {
      custom.hasResourceProperties('AWS::CloudWatch::Alarm', {
        AlarmName: `content-copilot-test-${name}`,
        Namespace: 'AWS/Bedrock',
        MetricName: metric,
        Dimensions: [{ Name: 'ModelId', Value: 'eu.anthropic.claude-haiku-5-5' }],
        Statistic: 'Sum',
        Period: 3600,
        Threshold: threshold,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      });
    }
  });

  it('alarms when the functions report 80 % of the daily generation budget used', () => {
    api.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'content-copilot-test-generation-budget',
      Namespace: budgetMetric.namespace,
      MetricName: budgetMetric.name,
      Dimensions: [{ Name: 'Stage', Value: 'test' }],
      Statistic: 'Maximum',
      Threshold: 80,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });

  it('notifies an encrypted SNS topic when an alarm fires and when it clears, with the optional email subscription', () => {
    expect(alarms.length).toBeGreaterThan(10);
    for (const { Properties: alarm } of alarms) {
      expect(alarm.AlarmActions).toHaveLength(1);
      // The same topic hears the OK: the owner learns the problem is over.
      expect(alarm.OKActions).toEqual(alarm.AlarmActions);
    }
    api.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    api.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@copilot.test' });
    api.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
    api.hasOutput('AlarmTopicArn', { Value: Match.anyValue() });
  });

  it('has no YouTube quota alarm when no route searches YouTube', () => {
    expect(names).not.toContain('content-copilot-test-youtube-quota');
  });

  it('sends SES bounces and complaints of the stage configuration set to the alarm topic, which SES may use', () => {
    api.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: 'content-copilot-test',
      EventDestination: {
        Name: 'bounces-and-complaints',
        Enabled: true,
        MatchingEventTypes: ['bounce', 'complaint'],
        SnsDestination: { TopicARN: { Ref: Match.stringLikeRegexp('^AlarmsTopic') } },
      },
    });
    api.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 'sns:Publish',
            Principal: { Service: 'ses.amazonaws.com' },
            Condition: { StringEquals: Match.objectLike({ 'AWS:SourceAccount': Match.anyValue() }) },
          }),
        ]),
      }),
    });
    api.hasResourceProperties('AWS::KMS::Key', {
      KeyPolicy: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
            Principal: { Service: 'ses.amazonaws.com' },
          }),
        ]),
      }),
    });
  });

  it("lets this stage's CloudWatch alarms, and no others, publish to the topic and use its key", () => {
    const fromStageAlarms = {
      StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } },
      ArnLike: {
        'aws:SourceArn': {
          'Fn::Join': [
            '',
            ['arn:aws:cloudwatch:eu-west-1:', { Ref: 'AWS::AccountId' }, ':alarm:content-copilot-test-*'],
          ],
        },
      },
    };
    const [policy] = Object.values(api.findResources('AWS::SNS::TopicPolicy')) as {
      Properties: { PolicyDocument: { Statement: { Principal?: { Service?: string } }[] } };
    }[];
    const services = policy!.Properties.PolicyDocument.Statement.map((s) => s.Principal?.Service);
    // Both publishers in the one policy CloudFormation writes: SES's bounces and the stage's alarms.
    expect(services).toEqual(expect.arrayContaining(['ses.amazonaws.com', 'cloudwatch.amazonaws.com']));
    api.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({
            Sid: 'StageAlarmsPublish',
            Effect: 'Allow',
            Action: 'sns:Publish',
            Principal: { Service: 'cloudwatch.amazonaws.com' },
            Resource: { Ref: Match.stringLikeRegexp('^AlarmsTopic') },
            Condition: fromStageAlarms,
          }),
        ]),
      }),
    });
    api.hasResourceProperties('AWS::KMS::Key', {
      KeyPolicy: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({
            Sid: 'StageAlarmsEncrypt',
            Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
            Principal: { Service: 'cloudwatch.amazonaws.com' },
            Condition: fromStageAlarms,
          }),
        ]),
      }),
    });
    // Every alarm of the stage is covered by that source pattern.
    for (const name of names) expect(name).toMatch(/^content-copilot-test-/);
  });

  it('subscribes nobody when no alarm email is configured', () => {
    synthStage().api.resourceCountIs('AWS::SNS::Subscription', 0);
  });
});

describe('the YouTube quota alarm (real route table)', () => {
  it('fires at 80% of the daily unit budget on the metric the search function emits', () => {
    const { api } = synthStage({ config: { youtube: { dailyUnitBudget: 5000 } } });
    api.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'content-copilot-test-youtube-quota',
      Namespace: 'ContentCopilot',
      MetricName: 'YouTubeQuotaUnitsUsed',
      Dimensions: [{ Name: 'Stage', Value: 'test' }],
      Statistic: 'Maximum',
      Threshold: 4000,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
  });
});
