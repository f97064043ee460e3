import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  Architecture,
  Function as LambdaFunction,
  LoggingFormat,
  Runtime,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { functionCode, lambdaHandler } from '../bundling';
import { physicalName } from '../../catalog/names';
import { handlerEntry } from '../../catalog/routes';

export interface ApiFunctionProps {
  /** Function id (a route id, `fallback`…): names the function `<stage>-<id>`. */
  id: string;
  stage: string;
  timeoutSeconds: number;
  memoryMb: number;
  logRetentionDays: number;
  environment: Record<string, string>;
  /** Handler module; `lambdas/<id>/handler.ts` unless given. */
  entry?: string;
}

/**
 * The one place that fixes a function's defaults: Node.js 24 on arm64, bundled split ESM with source maps,
 * its own log group with retention, X-Ray tracing, and a role that starts with no permissions at all.
 */
export class ApiFunction extends Construct {
  readonly fn: LambdaFunction;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    const functionName = physicalName(props.stage, props.id);
    const logGroup = new LogGroup(this, 'Logs', {
      logGroupName: `/aws/lambda/${functionName}`,
      retention: props.logRetentionDays,
      // A retained group would block re-creating the stage under the same function name.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Our own role instead of the default one with the AWSLambdaBasicExecutionRole managed policy.
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${functionName}: only the grants its route declares`,
    });
    logGroup.grantWrite(this.role);
    this.fn = new LambdaFunction(this, 'Function', {
      functionName,
      code: functionCode(props.entry ?? handlerEntry(props.id)),
      handler: lambdaHandler,
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      timeout: Duration.seconds(props.timeoutSeconds),
      memorySize: props.memoryMb,
      role: this.role,
      tracing: Tracing.ACTIVE,
      logGroup,
      loggingFormat: LoggingFormat.JSON,
      // No --enable-source-maps: Node would scan each bundle while it loads (10-20 ms of every cold start).
      // The logger maps an error's stack through the bundle's .map when it writes it (mapped-stack.ts).
      environment: props.environment,
    });
    Validations.of(this.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'X-Ray PutTraceSegments and PutTelemetryRecords support no resource-level permissions.',
    });
  }
}
