import { ArnFormat, CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import { Certificate, CertificateValidation } from 'aws-cdk-lib/aws-certificatemanager';
import { HostedZone } from 'aws-cdk-lib/aws-route53';
import type { IVersion } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config';
import { NotFoundFunction } from '../constructs/not-found-function';
import { costAllocationTags, outputKeys, physicalName } from '../../catalog/names';

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const managed = (priority: number, name: string, overrides: string[] = []): CfnWebACL.RuleProperty => ({
  name,
  priority,
  overrideAction: { none: {} },
  statement: {
    managedRuleGroupStatement: {
      vendorName: 'AWS',
      name,
      ...(overrides.length
        ? { ruleActionOverrides: overrides.map((rule) => ({ name: rule, actionToUse: { count: {} } })) }
        : {}),
    },
  },
  visibilityConfig: visibility(name),
});

const perIp = (
  priority: number,
  name: string,
  limit: number,
  scopeDown?: CfnWebACL.StatementProperty,
): CfnWebACL.RuleProperty => ({
  name,
  priority,
  action: { block: {} },
  statement: {
    rateBasedStatement: {
      limit,
      aggregateKeyType: 'IP',
      evaluationWindowSec: 300,
      ...(scopeDown ? { scopeDownStatement: scopeDown } : {}),
    },
  },
  visibilityConfig: visibility(name),
});

/** Requests to the generation functions, the ones that cost Bedrock tokens. */
const generationRequests: CfnWebACL.StatementProperty = {
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: '/functions/v1/',
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
};

/**
 * Keeps only requests a rule blocked or counted: the ones worth reading after an attack, at a fraction of the
 * cost. Passed to CloudFormation as is (CDK types it as JSON), hence the capitalised keys.
 */
const blockedAndCounted = {
  DefaultBehavior: 'DROP',
  Filters: [
    {
      Behavior: 'KEEP',
      Requirement: 'MEETS_ANY',
      Conditions: [{ ActionCondition: { Action: 'BLOCK' } }, { ActionCondition: { Action: 'COUNT' } }],
    },
  ],
};

/**
 * The CloudFront-scope web ACL of a stage (AWS managed rule groups and per-IP rate limits, tighter on
 * `/functions/v1/*`), its logs in CloudWatch Logs, the Lambda@Edge function that gives missing pages their
 * 404 status, and the account's monthly cost budget, all in us-east-1.
 */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;
  /** The numbered version CloudFront runs on origin responses of the site (S3) behaviour. */
  readonly notFoundVersion: IVersion;
  /** The certificate of the stage's domain when it has a hosted zone: CloudFront reads it from us-east-1 only. */
  readonly certificateArn: string | undefined;

  constructor(scope: Construct, id: string, props: StackProps & { config: StageConfig }) {
    super(scope, id, props);
    const { config } = props;
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: physicalName(config.stage),
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(physicalName(config.stage)),
      rules: [
        managed(0, 'AWSManagedRulesAmazonIpReputationList'),
        // Pasted landing-page copy can exceed the 8 KB body limit of the common rule set: count, not block.
        managed(1, 'AWSManagedRulesCommonRuleSet', ['SizeRestrictions_BODY']),
        managed(2, 'AWSManagedRulesKnownBadInputsRuleSet'),
        perIp(3, 'requests-per-ip', config.waf.requestsPerFiveMinutes),
        perIp(4, 'generations-per-ip', config.waf.generationRequestsPerFiveMinutes, generationRequests),
      ],
    });
    // WAF only writes to log groups named aws-waf-logs-*, in the web ACL's region, and adds their resource policy.
    const logs = new LogGroup(this, 'WafLogs', {
      logGroupName: `aws-waf-logs-${physicalName(config.stage)}`,
      retention: config.logRetentionDays,
      removalPolicy: config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    new CfnLoggingConfiguration(this, 'WafLogging', {
      resourceArn: this.webAcl.attrArn,
      // The ARN without the `:*` suffix LogGroup.logGroupArn carries: WAF refuses that form.
      logDestinationConfigs: [
        Stack.of(this).formatArn({
          service: 'logs',
          resource: 'log-group',
          resourceName: logs.logGroupName,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ],
      loggingFilter: blockedAndCounted,
    });
    this.notFoundVersion = new NotFoundFunction(this, 'NotFound', {
      stage: config.stage,
      logRetentionDays: config.logRetentionDays,
    }).version;
    new CfnOutput(this, outputKeys.notFoundFunctionVersionArn, { value: this.notFoundVersion.functionArn });
    this.certificateArn = this.certificate(config);
    if (config.alarmEmail) this.monthlyBudget(config.stage, config.costBudget.monthlyUsd, config.alarmEmail);
    new CfnOutput(this, outputKeys.webAclArn, { value: this.webAcl.attrArn });
  }

  /** The domain's certificate, validated by the DNS records ACM asks for in the stage's hosted zone. */
  private certificate({ domain }: StageConfig): string | undefined {
    if (!domain?.hostedZone) return undefined;
    const zone = HostedZone.fromHostedZoneAttributes(this, 'Zone', {
      hostedZoneId: domain.hostedZone.id,
      zoneName: domain.hostedZone.name,
    });
    const { certificateArn } = new Certificate(this, 'Certificate', {
      domainName: domain.name,
      validation: CertificateValidation.fromDns(zone),
    });
    new CfnOutput(this, outputKeys.certificateArn, { value: certificateArn });
    return certificateArn;
  }

  /**
   * AWS Budgets emails the alarm address at 80 % of the month's actual cost and at 100 % of the forecast, of
   * what carries this stage's cost-allocation tags (project and stage): not the whole account's spend.
   */
  private monthlyBudget(stage: string, amount: number, email: string): void {
    const notify = (notificationType: 'ACTUAL' | 'FORECASTED', threshold: number) => ({
      notification: {
        notificationType,
        comparisonOperator: 'GREATER_THAN',
        threshold,
        thresholdType: 'PERCENTAGE',
      },
      subscribers: [{ subscriptionType: 'EMAIL', address: email }],
    });
    new CfnBudget(this, 'MonthlyBudget', {
      budget: {
        budgetName: physicalName(stage, 'monthly'),
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount, unit: 'USD' },
        filterExpression: {
          and: Object.entries(costAllocationTags(stage)).map(([key, value]) => ({
            tags: { key, values: [value], matchOptions: ['EQUALS'] },
          })),
        },
      },
      notificationsWithSubscribers: [notify('ACTUAL', 80), notify('FORECASTED', 100)],
    });
  }
}
