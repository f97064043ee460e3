import { CrossStackReferences, ReferenceStrength, Tags, type App } from 'aws-cdk-lib';
import type { StageConfig } from '../config';
import type { AccessMap } from '../../catalog/data-access';
import { costAllocationTags, edgeRegion, originSecretName, stackName } from '../../catalog/names';
import { routes as routeTable, type RouteDefinition } from '../../catalog/routes';
import { tables as tableList, type TableDefinition } from '../../catalog/tables';
import { ApiStack } from './api-stack';
import { DataStack } from './data-stack';
import { EdgeStack } from './edge-stack';
import { EmailStack } from './email-stack';
import { WebStack } from './web-stack';

export interface BuildOptions {
  /** Folder of the built SPA (web/dist). */
  siteAssets: string;
  /** The route table; tests pass fixtures. */
  routes?: readonly RouteDefinition[];
  /** The table definitions; tests pass fixtures. */
  tables?: readonly TableDefinition[];
  /** What each repository does in DynamoDB; tests pass fixtures. */
  access?: AccessMap;
  /** Handler module of a function id, for fixture routes. */
  entryFor?: (id: string) => string;
}

/**
 * The stacks of one stage, split by lifecycle: data outlives code, email identity is set up once, the web
 * ACL and the Lambda@Edge function live in us-east-1 (CloudFront's region) and reach the web stack as weak
 * cross-region references.
 */
export function buildStacks(app: App, config: StageConfig, options: BuildOptions) {
  // Fn::GetStackOutput instead of exports: no export locks a stack, and it crosses regions natively.
  CrossStackReferences.of(app).consume(ReferenceStrength.WEAK);
  const routes = options.routes ?? routeTable;
  const tables = options.tables ?? tableList;
  const env = { region: config.region, ...(config.account ? { account: config.account } : {}) };
  const name = (part: Parameters<typeof stackName>[1]) => stackName(config.stage, part);
  const data = new DataStack(app, name('Data'), { env, config, definitions: tables });
  const email = new EmailStack(app, name('Email'), { env, config });
  const api = new ApiStack(app, name('Api'), {
    env,
    config,
    routes,
    tables,
    ...(options.access ? { access: options.access } : {}),
    ...(options.entryFor ? { entryFor: options.entryFor } : {}),
  });
  // The API names tables and the sender identity by their deterministic names: order, not references.
  api.addStackDependency(data);
  api.addStackDependency(email);
  const edge = new EdgeStack(app, name('Edge'), { env: { ...env, region: edgeRegion }, config });
  const web = new WebStack(app, name('Web'), {
    env,
    config,
    api: api.api,
    originSecretName: originSecretName(config.stage),
    webAclArn: edge.webAcl.attrArn,
    notFoundVersionArn: edge.notFoundVersion.functionArn,
    // Issued in the edge stack's us-east-1 when the stage has a hosted zone, else the operator's own.
    certificateArn: edge.certificateArn ?? config.domain?.certificateArn,
    siteAssets: options.siteAssets,
    apiTimeoutSeconds: Math.max(...routes.map((route) => route.timeoutSeconds)),
  });
  // Read by name, not by reference: the order must be explicit (the secret exists before CloudFront reads it).
  web.addStackDependency(api);
  // On every taggable resource: the stage's cost budget filters by them.
  for (const [key, value] of Object.entries(costAllocationTags(config.stage))) Tags.of(app).add(key, value);
  return { data, email, api, edge, web };
}
