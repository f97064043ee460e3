import { Duration } from 'aws-cdk-lib';
import { Architecture, LoggingFormat, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { handlerEntry } from '../routes';

export interface ApiFunctionProps {
  /** Route id: the handler is `lambdas/<id>/handler.ts`. */
  id: string;
  stage: string;
  timeoutSeconds: number;
  memoryMb: number;
  environment?: Record<string, string>;
}

/** The one place that fixes a function's defaults: Node.js 24 on arm64, bundled ESM with source maps, logs, tracing. */
export class ApiFunction extends Construct {
  readonly fn: NodejsFunction;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    const functionName = `${props.stage}-${props.id}`;
    const logGroup = new LogGroup(this, 'Logs', {
      logGroupName: `/aws/lambda/${functionName}`,
      retention: RetentionDays.ONE_MONTH,
    });
    this.fn = new NodejsFunction(this, 'Function', {
      functionName,
      entry: handlerEntry(props.id),
      handler: 'handler',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      timeout: Duration.seconds(props.timeoutSeconds),
      memorySize: props.memoryMb,
      tracing: Tracing.ACTIVE,
      logGroup,
      loggingFormat: LoggingFormat.JSON,
      environment: {
        STAGE: props.stage,
        POWERTOOLS_SERVICE_NAME: 'content-copilot',
        POWERTOOLS_LOG_LEVEL: 'INFO',
        NODE_OPTIONS: '--enable-source-maps',
        ...props.environment,
      },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node24',
        minify: true,
        sourceMap: true,
        // The AWS SDK is bundled (middy's advice): pinned versions, faster cold starts.
        externalModules: [],
        banner:
          "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
      },
    });
  }
}
