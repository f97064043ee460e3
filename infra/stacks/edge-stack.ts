import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config';
import { outputKeys } from '../names';

/** CloudFront reads web ACLs (and certificates) from us-east-1 only, whatever region the stage uses. */
export const edgeRegion = 'us-east-1';

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

/** The CloudFront-scope web ACL of a stage: AWS managed rule groups and per-IP rate limits. */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: StackProps & { config: StageConfig }) {
    super(scope, id, props);
    const { config } = props;
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `${config.stage}-content-copilot`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`${config.stage}-content-copilot`),
      rules: [
        managed(0, 'AWSManagedRulesAmazonIpReputationList'),
        // Pasted landing-page copy can exceed the 8 KB body limit of the common rule set: count, not block.
        managed(1, 'AWSManagedRulesCommonRuleSet', ['SizeRestrictions_BODY']),
        managed(2, 'AWSManagedRulesKnownBadInputsRuleSet'),
        perIp(3, 'requests-per-ip', config.waf.requestsPerFiveMinutes),
        perIp(4, 'generations-per-ip', config.waf.generationRequestsPerFiveMinutes, generationRequests),
      ],
    });
    new CfnOutput(this, outputKeys.webAclArn, { value: this.webAcl.attrArn });
  }
}
