import {
  Annotations,
  CfnOutput,
  Duration,
  RemovalPolicy,
  Stack,
  Validations,
  type StackProps,
} from 'aws-cdk-lib';
import {
  AccessLogFormat,
  AuthorizationType,
  EndpointType,
  LambdaIntegration,
  LogGroupLogDestination,
  MethodLoggingLevel,
  ResponseTransferMode,
  RestApi,
  type IResource,
  type MethodDeploymentOptions,
} from 'aws-cdk-lib/aws-apigateway';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config';
import { Alarms } from '../constructs/alarms';
import { ApiFunction } from '../constructs/api-function';
import { OperatorDashboard } from '../constructs/dashboard';
import { EmailEvents } from '../constructs/email-events';
import { OriginGuard } from '../constructs/origin-guard';
import { grantRouteAccess } from '../constructs/route-access';
import type { AccessMap } from '../../catalog/data-access';
import { functionEnvironment, siteUrlOf } from '../environment';
import { outputKeys, physicalName } from '../../catalog/names';
import { apiPrefixes, fallbackRoute, type RouteDefinition } from '../../catalog/routes';
import type { TableDefinition } from '../../catalog/tables';

export interface ApiStackProps extends StackProps {
  config: StageConfig;
  routes: readonly RouteDefinition[];
  tables: readonly TableDefinition[];
  /** What each repository does in DynamoDB; catalog/data-access.ts unless a test mounts fixtures. */
  access?: AccessMap;
  /** Handler module of a function id; `lambdas/<id>/handler.ts` unless a test mounts fixtures. */
  entryFor?: (id: string) => string;
}

/** The one API Gateway stage; CloudFront's origin path. */
const stageName = 'live';

/**
 * One resource-policy statement per function for the whole API, instead of one per method plus one per
 * method for console test calls: the fallback sits on every path and its policy neared Lambda's 20 KB cap.
 */
const onePermission = { scopePermissionToMethod: false } as const;

/** API Gateway gives up on a buffered integration after 29 s; streamed ones may run to the function timeout. */
const bufferedLimitSeconds = 29;

/** The REST API: one Lambda per route of the route table, plus the fallback that answers 404/405. */
export class ApiStack extends Stack {
  readonly api: RestApi;
  readonly guard: OriginGuard;
  readonly functions = new Map<string, ApiFunction>();

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config, routes } = props;
    const logRetentionDays = config.logRetentionDays;
    const logRemoval = config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: logRetentionDays,
      removalPolicy: logRemoval,
    });
    this.guard = new OriginGuard(this, 'OriginGuard', {
      stage: config.stage,
      logRetentionDays,
      rotation: config.originSecretRotation,
    });
    const { apiThrottle } = config;
    // Generation routes cost Bedrock tokens, YouTube searches quota: a tighter throttle than the stage default.
    // Beacons get their own, so a crowd of page views never takes the AI routes' or the pages' share.
    const methodOptions: Record<string, MethodDeploymentOptions> = Object.fromEntries(
      routes.flatMap((route) => {
        const key = `${route.path}/${route.method}`;
        if (route.bedrock || route.youtube)
          return [
            [
              key,
              {
                throttlingRateLimit: apiThrottle.generationRateLimit,
                throttlingBurstLimit: apiThrottle.generationBurstLimit,
              },
            ],
          ];
        if (route.id === 'events')
          return [
            [
              key,
              {
                throttlingRateLimit: apiThrottle.beaconRateLimit,
                throttlingBurstLimit: apiThrottle.beaconBurstLimit,
              },
            ],
          ];
        return [];
      }),
    );
    this.api = new RestApi(this, 'Api', {
      restApiName: physicalName(config.stage),
      description: 'Content Co-Pilot API: reached through CloudFront only',
      endpointConfiguration: { types: [EndpointType.REGIONAL] },
      // Access and execution logs need the account-level API Gateway logging role.
      cloudWatchRole: true,
      defaultMethodOptions: {
        authorizationType: AuthorizationType.CUSTOM,
        authorizer: this.guard.authorizer,
      },
      deployOptions: {
        stageName,
        tracingEnabled: true,
        accessLogDestination: new LogGroupLogDestination(accessLogs),
        accessLogFormat: AccessLogFormat.jsonWithStandardFields(),
        loggingLevel: MethodLoggingLevel.ERROR,
        throttlingRateLimit: config.apiThrottle.rateLimit,
        throttlingBurstLimit: config.apiThrottle.burstLimit,
        methodOptions,
      },
    });
    // API Gateway would create the execution log group itself, without retention: create it first, with one.
    const executionLogs = new LogGroup(this, 'ExecutionLogs', {
      logGroupName: `API-Gateway-Execution-Logs_${this.api.restApiId}/${stageName}`,
      retention: logRetentionDays,
      removalPolicy: logRemoval,
    });
    this.api.deploymentStage.node.addDependency(executionLogs);
    Validations.of(this.api).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
        reason: 'The AWS-managed policy API Gateway documents for its account-level logging role.',
      },
      {
        id: 'AwsSolutions-APIG2',
        reason:
          'Each function validates its input with the zod contract the SPA shares; API models would drift.',
      },
      {
        id: 'AwsSolutions-COG4',
        reason:
          'The site has no users to sign in (docs/product.md#the-product); the authorizer admits CloudFront only.',
      },
      {
        id: 'AwsSolutions-APIG3',
        reason: 'Only CloudFront can call the stage (origin secret), and its web ACL applies the WAF rules.',
      },
    );

    const base = { stage: config.stage, logRetentionDays };
    const fallback = new ApiFunction(this, 'Fn-fallback', {
      ...fallbackRoute,
      ...base,
      environment: functionEnvironment({ ...fallbackRoute, repositories: [] }, config, props.tables),
      ...(props.entryFor ? { entry: props.entryFor(fallbackRoute.id) } : {}),
    });
    const fallbackIntegration = new LambdaIntegration(fallback.fn, onePermission);
    this.functions.set(fallbackRoute.id, fallback);

    const mounted = new Set<IResource>();
    for (const route of routes) {
      const fn = new ApiFunction(this, `Fn-${route.id}`, {
        ...route,
        ...base,
        environment: functionEnvironment(route, config, props.tables, props.access),
        ...(props.entryFor ? { entry: props.entryFor(route.id) } : {}),
      });
      grantRouteAccess(fn.role, route, config, props.tables, props.access);
      if (route.sendsEmail && !siteUrlOf(config)) {
        Annotations.of(fn).addWarningV2(
          'content-copilot:no-site-url',
          `Stage ${config.stage} has no siteUrl or domain, so ${route.id} sends no email (its unsubscribe link would have nowhere to point): set siteUrl to the SiteUrl output and deploy again.`,
        );
      }
      this.functions.set(route.id, fn);
      const resource = this.api.root.resourceForPath(route.path);
      resource.addMethod(route.method, this.integration(route, fn));
      // Any other method on a known path reaches the fallback, which answers 405 with Allow.
      if (!mounted.has(resource)) resource.addMethod('ANY', fallbackIntegration);
      mounted.add(resource);
    }
    for (const prefix of apiPrefixes) {
      this.api.root.resourceForPath(prefix).addResource('{proxy+}').addMethod('ANY', fallbackIntegration);
    }

    // The day's grounded searches are watched where a route researches and the stage turns research on.
    const researchAlarm =
      config.research.enabled && routes.some((route) => route.research)
        ? { researchDailyCalls: config.research.dailyCalls }
        : {};
    const alarms = new Alarms(this, 'Alarms', {
      stage: config.stage,
      ...(config.alarmEmail ? { alarmEmail: config.alarmEmail } : {}),
      functions: new Map([...this.functions, ['origin-verify', this.guard.allow]]),
      apiStage: this.api.deploymentStage,
      tables: props.tables,
      bedrockModelId: config.bedrock.modelId,
      ...(routes.some((route) => route.youtube)
        ? { youtubeDailyUnitBudget: config.youtube.dailyUnitBudget }
        : {}),
      bedrockAlarms: config.bedrockAlarms,
      ...researchAlarm,
    });
    new EmailEvents(this, 'EmailEvents', { stage: config.stage, topic: alarms.topic, key: alarms.key });
    new CfnOutput(this, outputKeys.apiUrl, {
      value: this.api.url,
      description: 'Answers only requests that come through CloudFront: use SiteUrl.',
    });
    new CfnOutput(this, outputKeys.alarmTopicArn, { value: alarms.topic.topicArn });
    const dashboard = new OperatorDashboard(this, 'Dashboard', {
      stage: config.stage,
      region: config.region,
      routes,
      functions: this.functions,
      accessLogs,
      webAclMetricName: physicalName(config.stage),
      price: config.bedrock.pricePerMillionTokens,
      ...researchAlarm,
    });
    new CfnOutput(this, outputKeys.dashboardUrl, { value: dashboard.url });
  }

  private integration(route: RouteDefinition, fn: ApiFunction): LambdaIntegration {
    if (route.streaming) {
      // A stream may last as long as its function (API Gateway allows up to 15 minutes).
      return new LambdaIntegration(fn.fn, {
        ...onePermission,
        responseTransferMode: ResponseTransferMode.STREAM,
        timeout: Duration.seconds(route.timeoutSeconds),
      });
    }
    if (route.timeoutSeconds > bufferedLimitSeconds) {
      Annotations.of(fn).addWarningV2(
        'content-copilot:buffered-timeout',
        `Route ${route.id} may run ${route.timeoutSeconds} s but API Gateway cuts a buffered answer at ${bufferedLimitSeconds} s: make it streaming.`,
      );
    }
    return new LambdaIntegration(fn.fn, {
      ...onePermission,
      responseTransferMode: ResponseTransferMode.BUFFERED,
      timeout: Duration.seconds(Math.min(route.timeoutSeconds, bufferedLimitSeconds)),
    });
  }
}
