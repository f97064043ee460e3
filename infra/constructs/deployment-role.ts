import { Stack, Token, Validations } from 'aws-cdk-lib';
import {
  ManagedPolicy,
  PolicyStatement,
  Role,
  ServicePrincipal,
  type AddToPrincipalPolicyResult,
} from 'aws-cdk-lib/aws-iam';
import type { Bucket, CfnBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

/**
 * The role of CDK's BucketDeployment function, with the invalidation grant CDK gives it on every distribution
 * (`*`) narrowed to this one, as the editors' policy has it: CreateInvalidation and GetInvalidation take the
 * distribution's ARN as their resource.
 */
export class DeploymentRole extends Role {
  constructor(
    scope: Construct,
    id: string,
    private readonly distributionArn: string,
  ) {
    super(scope, id, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description:
        'CDK BucketDeployment: syncs the build into the site bucket and invalidates its distribution',
      managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSLambdaBasicExecutionRole')],
    });
  }

  override addToPrincipalPolicy(statement: PolicyStatement): AddToPrincipalPolicyResult {
    const everyDistribution =
      statement.resources.includes('*') &&
      statement.actions.every((action) => action.startsWith('cloudfront:'));
    return super.addToPrincipalPolicy(
      everyDistribution
        ? new PolicyStatement({ actions: statement.actions, resources: [this.distributionArn] })
        : statement,
    );
  }
}

/** The ARN forms cdk-nag names findings by: the partition a literal where CDK knows it. */
const nagArn = (stack: Stack, rest: string) =>
  `arn:${Token.isUnresolved(stack.partition) ? '<AWS::Partition>' : stack.partition}:${rest}`;

/**
 * What CDK grants the deployment function on the two buckets (the copy it makes, nothing wider than it needs),
 * and its runtime, which CDK pins.
 */
export function acknowledgeDeployment(role: Role, bucket: Bucket): void {
  const stack = Stack.of(role);
  const provider = stack.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
  if (provider)
    Validations.of(provider).acknowledge({
      id: 'AwsSolutions-L1',
      reason: "CDK's BucketDeployment function: CDK pins its runtime; it runs only during deploys.",
    });
  const copy =
    "CDK's BucketDeployment function reads the staged build from the CDK assets bucket and syncs it into the site bucket.";
  const assetsBucket = nagArn(stack, `s3:::cdk-hnb659fds-assets-<AWS::AccountId>-${stack.region}/*`);
  const siteBucket = `<${stack.getLogicalId(bucket.node.defaultChild as CfnBucket)}.Arn>/*`;
  Validations.of(role).acknowledge(
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: "CDK's BucketDeployment function: the managed policy only lets it write its own logs.",
    },
    ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'].map((action) => ({
      id: `AwsSolutions-IAM5[Action::${action}]`,
      reason: copy,
    })),
    { id: `AwsSolutions-IAM5[Resource::${assetsBucket}]`, reason: copy },
    { id: `AwsSolutions-IAM5[Resource::${siteBucket}]`, reason: copy },
  );
}
