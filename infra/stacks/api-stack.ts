import { Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccessLogFormat,
  EndpointType,
  LambdaIntegration,
  LogGroupLogDestination,
  ResponseTransferMode,
  RestApi,
  type IResource,
} from 'aws-cdk-lib/aws-apigateway';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config';
import { ApiFunction } from '../constructs/api-function';
import {
  apiPrefixes,
  fallbackRoute,
  routes as allRoutes,
  type RouteDefinition,
  type TableAccess,
} from '../routes';
import { tables, type TableDefinition } from '../tables';

const tableDefinitions: readonly TableDefinition[] = tables;

export interface ApiStackProps extends StackProps {
  config: StageConfig;
  tables: ReadonlyMap<string, TableV2>;
  routes?: readonly RouteDefinition[];
}

function grant(table: TableV2, fn: ApiFunction['fn'], access: TableAccess): void {
  if (access === 'describe') table.grant(fn, 'dynamodb:DescribeTable');
  else if (access === 'read') table.grantReadData(fn);
  else if (access === 'write') table.grantWriteData(fn);
  else table.grantReadWriteData(fn);
}

/** The REST API: one Lambda per route of the route table, plus the fallback that answers 404/405. */
export class ApiStack extends Stack {
  readonly api: RestApi;
  readonly functions = new Map<string, ApiFunction>();

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_MONTH });
    this.api = new RestApi(this, 'Api', {
      restApiName: `${config.stage}-content-copilot`,
      endpointConfiguration: { types: [EndpointType.REGIONAL] },
      deployOptions: {
        stageName: 'live',
        tracingEnabled: true,
        accessLogDestination: new LogGroupLogDestination(accessLogs),
        accessLogFormat: AccessLogFormat.jsonWithStandardFields(),
      },
    });

    const fallback = new ApiFunction(this, 'Fn-fallback', { ...fallbackRoute, stage: config.stage });
    const fallbackIntegration = new LambdaIntegration(fallback.fn);
    this.functions.set(fallbackRoute.id, fallback);

    const mounted = new Set<IResource>();
    for (const route of props.routes ?? allRoutes) {
      const environment: Record<string, string> = { SUPPORT_EMAIL: config.supportEmail };
      for (const tableId of Object.keys(route.tables)) {
        environment[tableDefinitions.find((t) => t.id === tableId)!.envVar] =
          props.tables.get(tableId)!.tableName;
      }
      const fn = new ApiFunction(this, `Fn-${route.id}`, { ...route, stage: config.stage, environment });
      for (const [tableId, access] of Object.entries(route.tables) as [string, TableAccess][]) {
        grant(props.tables.get(tableId)!, fn.fn, access);
      }
      this.functions.set(route.id, fn);
      const resource = this.api.root.resourceForPath(route.path);
      resource.addMethod(
        route.method,
        new LambdaIntegration(fn.fn, {
          responseTransferMode: route.streaming ? ResponseTransferMode.STREAM : ResponseTransferMode.BUFFERED,
        }),
      );
      // Any other method on a known path reaches the fallback, which answers 405 with Allow.
      if (!mounted.has(resource)) resource.addMethod('ANY', fallbackIntegration);
      mounted.add(resource);
    }
    for (const prefix of apiPrefixes) {
      this.api.root.resourceForPath(prefix).addResource('{proxy+}').addMethod('ANY', fallbackIntegration);
    }
  }
}
