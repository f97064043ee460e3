import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { loadStageConfig, type StageConfig } from '../../infra/config';
import type { AccessMap } from '../../catalog/data-access';
import type { RouteDefinition } from '../../catalog/routes';
import { buildStacks } from '../../infra/stacks';
import { isPlaceholder } from '../../infra/reserved-addresses';
import type { TableDefinition } from '../../catalog/tables';

const required = {
  senderEmail: 'roast@copilot.test',
  supportEmail: 'help@copilot.test',
};

/** A production stage's own domain: not a reserved one (synth refuses those where data is kept). */
const operatorDomain = 'copilot-ops.net';
const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/12345678-1234-1234-1234-123456789012';

/** Stage settings as cdk.json would hold them: a throwaway stage and a production one. */
export const stages = {
  test: {
    ...required,
    region: 'eu-west-1',
    retainData: false,
    siteUrl: 'https://d1test.cloudfront.net',
    bedrock: { modelId: 'eu.anthropic.claude-haiku-5-5' },
  },
  prod: {
    senderEmail: `roast@${operatorDomain}`,
    supportEmail: `help@${operatorDomain}`,
    region: 'us-east-1',
    retainData: true,
    alarmEmail: `ops@${operatorDomain}`,
    domain: { name: `www.${operatorDomain}`, certificateArn },
  },
};

/** The production stage's domain in a Route 53 hosted zone: the stacks issue its certificate and records. */
export const hostedZoneDomain = {
  name: `www.${operatorDomain}`,
  hostedZone: { id: 'Z0123456789ABCDEFGHIJ', name: operatorDomain },
};

/** cdk.json's stages as an operator fills them in: each shipped placeholder set to an address of their own. */
export function shippedStages(): Record<string, Record<string, unknown>> {
  const { stages: shipped } = (
    JSON.parse(readFileSync('cdk.json', 'utf8')) as {
      context: { stages: Record<string, Record<string, unknown>> };
    }
  ).context;
  return Object.fromEntries(
    Object.entries(shipped).map(([name, settings]) => [
      name,
      Object.fromEntries(
        Object.entries(settings).map(([key, value]) => [
          key,
          isPlaceholder(value) ? `${key.toLowerCase()}@${operatorDomain}` : value,
        ]),
      ),
    ]),
  );
}

/** The feature flags of cdk.json, so tests synthesize what `cdk synth` does (stage settings come from `stages`). */
const {
  stage: _stage,
  stages: _stages,
  ...flags
} = (JSON.parse(readFileSync('cdk.json', 'utf8')) as { context: Record<string, unknown> }).context;

/**
 * An app with cdk.json's feature flags that skips Lambda bundling (the bundle is not under test) and adds
 * CDK's metadata resource as the CLI does (a stage without tables would otherwise be an empty stack).
 */
export const testApp = (context: Record<string, unknown> = {}): App =>
  new App({
    context: { ...flags, 'aws:cdk:bundling-stacks': [], 'aws:cdk:version-reporting': true, ...context },
  });

/** A route of the shape other engineers add, with repositories the real access map may not know yet. */
export const fixtureRoute = (
  route: Omit<RouteDefinition, 'repositories'> & { repositories?: readonly string[] },
): RouteDefinition => ({
  ...route,
  repositories: (route.repositories ?? []) as RouteDefinition['repositories'],
});

/** Tables like the ones the blog and the rate limiter bring: a GSI, a TTL. */
export const fixtureTables: TableDefinition[] = [
  {
    id: 'posts',
    envVar: 'POSTS_TABLE',
    partitionKey: { name: 'pk', type: 'S' },
    indexes: [
      { name: 'byDate', partitionKey: { name: 'status', type: 'S' }, sortKey: { name: 'date', type: 'S' } },
    ],
  },
  {
    id: 'rate-limits',
    envVar: 'RATE_LIMITS_TABLE',
    partitionKey: { name: 'pk', type: 'S' },
    ttlAttribute: 'expiresAt',
  },
];

/** Repositories like the blog reader and the rate limiter: a table read, an index query, an update. */
export const fixtureAccess: AccessMap = {
  'posts-reader': [
    { table: 'posts', actions: ['GetItem'] },
    { table: 'posts', index: 'byDate', actions: ['Query'] },
  ],
  counters: [{ table: 'rate-limits', actions: ['UpdateItem'] }],
};

/** One route of each kind: buffered read, streamed generation, email sender. */
export const fixtureRoutes: RouteDefinition[] = [
  fixtureRoute({
    id: 'blog-posts',
    method: 'GET',
    path: '/api/blog-posts',
    streaming: false,
    timeoutSeconds: 10,
    memoryMb: 256,
    repositories: ['posts-reader'],
  }),
  fixtureRoute({
    id: 'content-brief',
    method: 'POST',
    path: '/functions/v1/content-brief',
    streaming: true,
    timeoutSeconds: 60,
    memoryMb: 512,
    repositories: ['counters'],
    bedrock: true,
  }),
  fixtureRoute({
    id: 'brand-roast',
    method: 'POST',
    path: '/functions/v1/brand-roast',
    streaming: false,
    timeoutSeconds: 25,
    memoryMb: 512,
    repositories: ['counters'],
    bedrock: true,
    sendsEmail: true,
  }),
];

/** Fixture routes have no handler folder: any existing module stands in (bundling is skipped). */
export const fixtureEntry = (): string => 'test/fixtures/handlers/echo-fixture.ts';

/** A stand-in for web/dist, so template tests do not depend on a build. */
export function fakeSiteAssets(): string {
  const dir = mkdtempSync(join(tmpdir(), 'copilot-site-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  return dir;
}

export interface SynthOptions {
  stage?: keyof typeof stages;
  /** Use the fixture routes and tables instead of the real ones. */
  fixtures?: boolean;
  /** Override or add stage settings. */
  config?: Record<string, unknown>;
  /** The built-site folder to deploy; a minimal stand-in when absent. */
  siteAssets?: string;
}

/** Synthesizes one stage without bundling Lambda code (the bundle is not under test here). */
export function synthStage(options: SynthOptions = {}) {
  const stage = options.stage ?? 'test';
  const app = testApp();
  const config: StageConfig = loadStageConfig(stage, { [stage]: { ...stages[stage], ...options.config } });
  const stacks = buildStacks(app, config, {
    siteAssets: options.siteAssets ?? fakeSiteAssets(),
    ...(options.fixtures
      ? { routes: fixtureRoutes, tables: fixtureTables, access: fixtureAccess, entryFor: fixtureEntry }
      : {}),
  });
  const template = (stack: Stack) => Template.fromStack(stack);
  return {
    app,
    config,
    stacks,
    data: template(stacks.data),
    email: template(stacks.email),
    api: template(stacks.api),
    edge: template(stacks.edge),
    web: template(stacks.web),
  };
}
