import { ArnFormat, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { Stage } from 'aws-cdk-lib/aws-apigateway';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  Stats,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { youtubeQuotaMetric } from '../../lambdas/shared/youtube/quota-metric';
import { metricModelId } from '../bedrock';
import { budgetMetric, operationsMetrics, physicalName, usageAlarmPercent } from '../../catalog/names';
import { physicalTableName, type TableDefinition } from '../../catalog/tables';
import type { ApiFunction } from './api-function';

export interface AlarmsProps {
  stage: string;
  alarmEmail?: string;
  functions: ReadonlyMap<string, ApiFunction>;
  apiStage: Stage;
  tables: readonly TableDefinition[];
  bedrockModelId: string;
  /** Set when a route searches YouTube: the alarm fires at usageAlarmPercent of this daily budget. */
  youtubeDailyUnitBudget?: number;
  /** Set when live research is on: the alarm fires at usageAlarmPercent of this many grounded searches a day. */
  researchDailyCalls?: number;
  /** Hourly Bedrock use above which the owner hears about it. */
  bedrockAlarms: { invocationsPerHour: number; outputTokensPerHour: number };
}

const fiveMinutes = Duration.minutes(5);

/**
 * Alarms on what breaks a small site first, all notifying one SNS topic (optionally by email) when they fire
 * and again when they clear, so the owner also learns that a problem is over.
 */
export class Alarms extends Construct {
  readonly topic: Topic;
  /** Encrypts the topic; every service that publishes to it needs a grant on it. */
  readonly key: Key;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    // CloudWatch cannot publish to a topic under the AWS-managed SNS key: a key of our own lets it.
    this.key = new Key(this, 'TopicKey', {
      description: `${props.stage}: encrypts the alarm topic`,
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.topic = new Topic(this, 'Topic', {
      displayName: `content-copilot ${props.stage} alarms`,
      masterKey: this.key,
      enforceSSL: true,
    });
    // A topic policy written by CDK (SES's statement, the TLS deny) replaces SNS's default one: CloudWatch needs
    // its own statement, and on the key too, limited to this stage's alarms (confused-deputy conditions).
    const stack = Stack.of(this);
    const fromStageAlarms = {
      StringEquals: { 'aws:SourceAccount': stack.account },
      ArnLike: {
        'aws:SourceArn': stack.formatArn({
          service: 'cloudwatch',
          resource: 'alarm',
          resourceName: `${physicalName(props.stage)}-*`,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      },
    };
    const cloudwatch = new ServicePrincipal('cloudwatch.amazonaws.com');
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        sid: 'StageAlarmsPublish',
        principals: [cloudwatch],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: fromStageAlarms,
      }),
    );
    this.key.addToResourcePolicy(
      new PolicyStatement({
        sid: 'StageAlarmsEncrypt',
        principals: [cloudwatch],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
        conditions: fromStageAlarms,
      }),
    );
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));

    const notify = new SnsAction(this.topic);
    const alarm = (name: string, metric: IMetric, threshold: number, description: string, periods = 1) => {
      const created = new Alarm(this, name, {
        alarmName: physicalName(props.stage, name),
        alarmDescription: description,
        metric,
        threshold,
        evaluationPeriods: periods,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      created.addAlarmAction(notify);
      created.addOkAction(notify);
    };

    for (const [fnId, { fn }] of props.functions) {
      alarm(`${fnId}-errors`, fn.metricErrors({ period: fiveMinutes }), 5, `${fnId}: 5+ errors in 5 minutes`);
      alarm(`${fnId}-throttles`, fn.metricThrottles({ period: fiveMinutes }), 1, `${fnId}: throttled`);
    }
    const { apiStage } = props;
    alarm(
      'api-5xx',
      apiStage.metricServerError({ period: fiveMinutes }),
      5,
      'API: 5+ 5xx answers in 5 minutes',
    );
    alarm(
      'api-latency',
      apiStage.metricLatency({ period: fiveMinutes, statistic: Stats.percentile(90) }),
      30_000,
      'API: p90 latency at or above 30 s for 15 minutes (generations are slow, not that slow)',
      3,
    );
    for (const table of props.tables) {
      const name = physicalTableName(props.stage, table);
      const events = (metricName: string) =>
        new Metric({ namespace: 'AWS/DynamoDB', metricName, dimensionsMap: { TableName: name } });
      const throttles = new MathExpression({
        expression: 'FILL(r, 0) + FILL(w, 0)',
        usingMetrics: { r: events('ReadThrottleEvents'), w: events('WriteThrottleEvents') },
        period: fiveMinutes,
        label: `${name} throttle events`,
      });
      alarm(`table-${table.id}-throttles`, throttles, 1, `DynamoDB ${name}: throttled reads or writes`);
    }
    const modelId = metricModelId(props.bedrockModelId);
    const bedrock = (metricName: string, period: Duration) =>
      new Metric({
        namespace: 'AWS/Bedrock',
        metricName,
        dimensionsMap: { ModelId: modelId },
        statistic: Stats.SUM,
        period,
      });
    alarm(
      'bedrock-throttles',
      bedrock('InvocationThrottles', fiveMinutes),
      5,
      `Bedrock ${modelId}: 5+ throttled calls in 5 minutes`,
    );
    const { invocationsPerHour, outputTokensPerHour } = props.bedrockAlarms;
    alarm(
      'bedrock-invocations',
      bedrock('Invocations', Duration.hours(1)),
      invocationsPerHour,
      `Bedrock ${modelId}: ${invocationsPerHour}+ calls in an hour`,
    );
    alarm(
      'bedrock-output-tokens',
      bedrock('OutputTokenCount', Duration.hours(1)),
      outputTokensPerHour,
      `Bedrock ${modelId}: ${outputTokensPerHour}+ output tokens in an hour`,
    );
    // Published by the functions after each generation (lambdas/shared/rate-limit/budget-metric.ts).
    const budgetUsed = new Metric({
      namespace: budgetMetric.namespace,
      metricName: budgetMetric.name,
      dimensionsMap: { Stage: props.stage },
      statistic: Stats.MAXIMUM,
      period: fiveMinutes,
    });
    if (props.youtubeDailyUnitBudget) {
      const { namespace, name, dimension } = youtubeQuotaMetric;
      // The metric is the day's running total (Pacific time), emitted after each new search.
      const unitsUsed = new Metric({
        namespace,
        metricName: name,
        dimensionsMap: { [dimension]: props.stage },
        statistic: Stats.MAXIMUM,
        period: fiveMinutes,
      });
      alarm(
        'youtube-quota',
        unitsUsed,
        Math.ceil((props.youtubeDailyUnitBudget * usageAlarmPercent) / 100),
        `YouTube: ${usageAlarmPercent}% of today's ${props.youtubeDailyUnitBudget}-unit budget spent; new keywords stop at 100% until midnight Pacific`,
      );
    }
    if (props.researchDailyCalls) {
      // The functions publish the day's running count after each grounded search (shared/research/research.ts).
      const searches = new Metric({
        namespace: operationsMetrics.namespace,
        metricName: operationsMetrics.researchCalls,
        dimensionsMap: { Stage: props.stage },
        statistic: Stats.MAXIMUM,
        period: fiveMinutes,
      });
      alarm(
        'research-calls',
        searches,
        Math.ceil((props.researchDailyCalls * usageAlarmPercent) / 100),
        `Live research: ${usageAlarmPercent}% of today's ${props.researchDailyCalls} grounded searches made; new keywords are written without live data at 100% until midnight UTC`,
      );
    }
    alarm(
      'generation-budget',
      budgetUsed,
      usageAlarmPercent,
      `${usageAlarmPercent} % of today's generation budget is used; AI tools answer 503 at 100 % until midnight UTC`,
    );
  }
}
