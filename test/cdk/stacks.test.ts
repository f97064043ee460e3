import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { loadStageConfig } from '../../infra/config';
import { routes, type RouteDefinition } from '../../infra/routes';
import { ApiStack } from '../../infra/stacks/api-stack';
import { DataStack } from '../../infra/stacks/data-stack';
import type { TableDefinition } from '../../infra/tables';
import { tableOutputKey } from '../../infra/names';
import { stages, synthStage } from './support';

const sampleTable: TableDefinition = {
  id: 'samples',
  envVar: 'SAMPLES_TABLE',
  partitionKey: { name: 'pk', type: 'S' },
  sortKey: { name: 'sk', type: 'S' },
  indexes: [
    { name: 'byDate', partitionKey: { name: 'gsi1pk', type: 'S' }, sortKey: { name: 'date', type: 'S' } },
  ],
  ttlAttribute: 'expiresAt',
};

describe('data stack', () => {
  const build = (stage: 'test' | 'prod') => {
    const app = new App();
    const stack = new DataStack(app, 'Data', {
      config: loadStageConfig(stage, stages),
      definitions: [sampleTable],
    });
    return Template.fromStack(stack);
  };

  it('creates each defined table on demand, encrypted, with PITR, its index and TTL', () => {
    build('test').hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      TableName: 'test-samples',
      BillingMode: 'PAY_PER_REQUEST',
      SSESpecification: { SSEEnabled: true },
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      GlobalSecondaryIndexes: [Match.objectLike({ IndexName: 'byDate' })],
      Replicas: [
        Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } }),
      ],
    });
  });

  it('retains and protects tables in a production stage, and not in a throwaway one', () => {
    build('prod').hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ Replicas: [Match.objectLike({ DeletionProtectionEnabled: true })] }),
    });
    build('test').hasResource('AWS::DynamoDB::GlobalTable', { DeletionPolicy: 'Delete' });
  });
});

describe('email stack', () => {
  it('verifies the configured sender with a configuration set', () => {
    const { email } = synthStage();
    email.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'roast@copilot.test',
      ConfigurationSetAttributes: { ConfigurationSetName: Match.anyValue() },
    });
    email.resourceCountIs('AWS::SES::ConfigurationSet', 1);
  });
});

describe('api stack', () => {
  it('has one Node.js 24 arm64 function per route plus the fallback', () => {
    const { api } = synthStage();
    const functions = api.findResources('AWS::Lambda::Function', {
      Properties: { Runtime: 'nodejs24.x', Architectures: ['arm64'], TracingConfig: { Mode: 'Active' } },
    });
    const names = Object.values(functions).map(
      (f) => (f as { Properties: { FunctionName: string } }).Properties.FunctionName,
    );
    expect(names.sort()).toEqual([...routes.map((r) => `test-${r.id}`), 'test-fallback'].sort());
  });

  it('mounts every route of the route table with its method, and ANY on the same path for 405s', () => {
    const { api } = synthStage();
    for (const route of routes) {
      const last = route.path.split('/').pop();
      const resource = Object.entries(
        api.findResources('AWS::ApiGateway::Resource', { Properties: { PathPart: last } }),
      );
      expect(resource).toHaveLength(1);
      const [resourceId] = resource[0]!;
      for (const method of [route.method, 'ANY']) {
        api.hasResourceProperties('AWS::ApiGateway::Method', {
          HttpMethod: method,
          ResourceId: { Ref: resourceId },
        });
      }
    }
    expect(
      Object.keys(api.findResources('AWS::ApiGateway::Resource', { Properties: { PathPart: '{proxy+}' } })),
    ).toHaveLength(2);
  });

  it('integrates streaming routes with response streaming and the others buffered', () => {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    const config = loadStageConfig('test', stages);
    const streamRoute: RouteDefinition = {
      id: 'health',
      method: 'POST',
      path: '/functions/v1/stream-probe',
      streaming: true,
      timeoutSeconds: 30,
      memoryMb: 512,
      tables: {},
    };
    const stack = new ApiStack(app, 'Api', { config, tables: new Map(), routes: [streamRoute] });
    const template = Template.fromStack(stack);
    template.hasResourceProperties('AWS::ApiGateway::Method', {
      HttpMethod: 'POST',
      Integration: Match.objectLike({
        ResponseTransferMode: 'STREAM',
        Uri: Match.objectLike({
          'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp('response-streaming-invocations')])],
        }),
      }),
    });
    template.hasResourceProperties('AWS::Lambda::Function', { Timeout: 30, MemorySize: 512 });
  });
});

describe('web stack', () => {
  it('keeps the bucket private and reachable only through CloudFront origin access control', () => {
    const { web } = synthStage();
    web.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
    web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
  });

  it('routes the API paths to API Gateway and falls back to index.html with a function, not error responses', () => {
    const { web } = synthStage();
    const distribution = Object.values(web.findResources('AWS::CloudFront::Distribution'))[0] as {
      Properties: { DistributionConfig: Record<string, unknown> };
    };
    const cfg = distribution.Properties.DistributionConfig as {
      CustomErrorResponses?: unknown;
      CacheBehaviors: { PathPattern: string; AllowedMethods: string[] }[];
      DefaultCacheBehavior: { FunctionAssociations: { EventType: string }[] };
      HttpVersion: string;
    };
    expect(cfg.CustomErrorResponses).toBeUndefined();
    expect(cfg.CacheBehaviors.map((b) => b.PathPattern).sort()).toEqual(['/api/*', '/functions/v1/*']);
    expect(cfg.CacheBehaviors.every((b) => b.AllowedMethods.includes('POST'))).toBe(true);
    expect(cfg.DefaultCacheBehavior.FunctionAssociations).toEqual([
      expect.objectContaining({ EventType: 'viewer-request' }),
    ]);
    expect(cfg.HttpVersion).toBe('http2and3');
  });
});

describe('stack outputs', () => {
  it('publishes each table name under the key the admin CLI looks up', () => {
    const app = new App();
    const stack = new DataStack(app, 'Data', {
      config: loadStageConfig('test', stages),
      definitions: [sampleTable],
    });
    expect(tableOutputKey(sampleTable)).toBe('SamplesTableName');
    Template.fromStack(stack).hasOutput('SamplesTableName', { Value: Match.anyValue() });
  });
});
