import { Duration, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import { CompositePrincipal, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, type IVersion } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type CfnLogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { physicalName } from '../../catalog/names';

/** The handler module: small, no dependencies but the runtime's fetch. */
export const notFoundEntry = 'infra/edge/not-found.ts';

/**
 * The Lambda@Edge function that answers HTTP 404 with the site's 404 page when S3 has no such key. It must
 * live in us-east-1 and be associated by a numbered version. Lambda@Edge allows no environment variables,
 * no arm64, no layers; Node.js 24 is the newest runtime it supports.
 */
export class NotFoundFunction extends Construct {
  readonly version: IVersion;

  constructor(scope: Construct, id: string, props: { stage: string; logRetentionDays: number }) {
    super(scope, id);
    const functionName = physicalName(props.stage, 'site-not-found');
    const role = new Role(this, 'Role', {
      // CloudFront replicates the function and runs the replicas as edgelambda.amazonaws.com.
      assumedBy: new CompositePrincipal(
        new ServicePrincipal('lambda.amazonaws.com'),
        new ServicePrincipal('edgelambda.amazonaws.com'),
      ),
      description: `Runs ${functionName}: writes its own logs, nothing else`,
    });
    // Replicas log to /aws/lambda/us-east-1.<name> in the region of the edge location that ran them.
    const { account, partition } = Stack.of(this);
    const logGroups = [`/aws/lambda/us-east-1.${functionName}`, `/aws/lambda/${functionName}`];
    role.addToPolicy(
      new PolicyStatement({
        actions: ['logs:CreateLogGroup', 'logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: logGroups.map((group) => `arn:${partition}:logs:*:${account}:log-group:${group}:*`),
      }),
    );
    const fn = new NodejsFunction(this, 'Function', {
      functionName,
      description: 'Origin response: turns S3 403/404 into HTTP 404 with the 404 page',
      entry: notFoundEntry,
      handler: 'handler',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.X86_64,
      // Origin-response functions may run up to 30 s; the 404 page fetch gives up after 3 s.
      timeout: Duration.seconds(5),
      memorySize: 128,
      role,
      bundling: { format: OutputFormat.CJS, target: 'node24', minify: true, sourceMap: false },
      // A replaced version stays associated until the web stack moves on, and replicas outlive that by hours:
      // deleting it would fail, so old versions are kept (they cost nothing).
      currentVersionOptions: { removalPolicy: RemovalPolicy.RETAIN },
    });
    this.version = fn.currentVersion;
    // Both groups this region gets (direct invocations, replicas near us-east-1) keep the stage's retention and
    // go with the stack; other regions' replica groups Lambda creates on first use.
    const direct = fn.node.findChild('LogGroup') as LogGroup;
    (direct.node.defaultChild as CfnLogGroup).retentionInDays = props.logRetentionDays;
    direct.applyRemovalPolicy(RemovalPolicy.DESTROY);
    new LogGroup(this, 'ReplicaLogs', {
      logGroupName: logGroups[0],
      retention: props.logRetentionDays,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // cdk-nag names the findings by the ARN as synthesized: the partition a literal where CDK knows it.
    const nagPartition = Token.isUnresolved(partition) ? '<AWS::Partition>' : partition;
    Validations.of(role).acknowledge(
      ...logGroups.map((group) => ({
        id: `AwsSolutions-IAM5[Resource::arn:${nagPartition}:logs:*:<AWS::AccountId>:log-group:${group}:*]`,
        reason: 'Lambda@Edge replicas write their logs in the region of whichever edge location ran them.',
      })),
    );
  }
}
