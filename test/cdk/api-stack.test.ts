import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { loadStageConfig } from '../../infra/config';
import { routes } from '../../catalog/routes';
import { ApiStack } from '../../infra/stacks/api-stack';
import {
  fixtureAccess,
  fixtureEntry,
  fixtureRoute,
  fixtureRoutes,
  fixtureTables,
  stages,
  synthStage,
  testApp,
} from './support';

type Resource = { Properties: Record<string, unknown> };
const values = (found: Record<string, unknown>) => Object.values(found) as Resource[];

describe('api stack over the real route table', () => {
  const { api, stacks } = synthStage();

  it('has one Node.js 24 arm64 traced function per route, plus the fallback and the origin authorizer', () => {
    const functions = values(
      api.findResources('AWS::Lambda::Function', {
        Properties: { Runtime: 'nodejs24.x', Architectures: ['arm64'], TracingConfig: { Mode: 'Active' } },
      }),
    );
    const names = functions.map((f) => f.Properties.FunctionName).sort();
    expect(names).toEqual(
      [
        ...routes.map((r) => `content-copilot-test-${r.id}`),
        'content-copilot-test-fallback',
        'content-copilot-test-origin-verify',
      ].sort(),
    );
    api.resourceCountIs('AWS::Lambda::Function', names.length);
  });

  it('gives each function the timeout and memory of its route, a log group with retention and its environment', () => {
    for (const route of routes) {
      api.hasResourceProperties('AWS::Lambda::Function', {
        FunctionName: `content-copilot-test-${route.id}`,
        Timeout: route.timeoutSeconds,
        MemorySize: route.memoryMb,
        LoggingConfig: Match.objectLike({ LogFormat: 'JSON' }),
        Environment: {
          Variables: Match.objectLike({
            STAGE: 'test',
            SUPPORT_EMAIL: 'help@copilot.test',
            POWERTOOLS_SERVICE_NAME: 'content-copilot',
            POWERTOOLS_LOG_LEVEL: 'INFO',
            NODE_OPTIONS: Match.absent(),
          }),
        },
      });
      api.hasResourceProperties('AWS::Logs::LogGroup', {
        LogGroupName: `/aws/lambda/content-copilot-test-${route.id}`,
        RetentionInDays: 30,
      });
    }
  });

  it('mounts every route with its method, and ANY on the same path and under both prefixes for 404/405', () => {
    for (const route of routes) {
      const last = route.path.split('/').pop();
      const resource = Object.keys(
        api.findResources('AWS::ApiGateway::Resource', { Properties: { PathPart: last } }),
      );
      expect(resource).toHaveLength(1);
      for (const method of [route.method, 'ANY']) {
        api.hasResourceProperties('AWS::ApiGateway::Method', {
          HttpMethod: method,
          ResourceId: { Ref: resource[0] },
        });
      }
    }
    const proxies = api.findResources('AWS::ApiGateway::Resource', { Properties: { PathPart: '{proxy+}' } });
    expect(Object.keys(proxies)).toHaveLength(2);
  });

  it('lets only CloudFront in: every method needs the origin authorizer, which checks the secret header', () => {
    const methods = values(api.findResources('AWS::ApiGateway::Method'));
    expect(methods.length).toBeGreaterThan(0);
    for (const method of methods) {
      expect(method.Properties).toMatchObject({
        AuthorizationType: 'CUSTOM',
        AuthorizerId: { Ref: expect.any(String) },
      });
    }
    api.hasResourceProperties('AWS::ApiGateway::Authorizer', {
      Type: 'TOKEN',
      IdentitySource: 'method.request.header.X-Origin-Verify',
      IdentityValidationExpression: {
        'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp('^\\^\\{\\{resolve:secretsmanager:')])],
      },
      AuthorizerResultTtlInSeconds: 300,
    });
    api.hasResourceProperties('AWS::SecretsManager::Secret', {
      Name: 'content-copilot/test/origin-verify',
      GenerateSecretString: Match.objectLike({ ExcludePunctuation: true }),
    });
    api.hasResourceProperties('AWS::ApiGateway::Authorizer', {
      Name: 'content-copilot-test-cloudfront-only-r0',
    });
  });

  it('renames the authorizer when the origin secret is rotated, so CloudFormation reads the new value', () => {
    const rotated = synthStage({ config: { originSecretRotation: 3 } }).api;
    rotated.hasResourceProperties('AWS::ApiGateway::Authorizer', {
      Name: 'content-copilot-test-cloudfront-only-r3',
    });
  });

  it('gives each function one invoke permission for the API, however many paths it serves', () => {
    const permissions = values(api.findResources('AWS::Lambda::Permission')).filter(
      (p) => p.Properties.Principal === 'apigateway.amazonaws.com',
    );
    const functionOf = (p: (typeof permissions)[number]) =>
      JSON.stringify(p.Properties.FunctionName).match(/"Fn::GetAtt":\["([^"]+)"/)?.[1];
    const perFunction = new Map<string, number>();
    for (const p of permissions) perFunction.set(functionOf(p)!, (perFunction.get(functionOf(p)!) ?? 0) + 1);
    // Every route's function, the fallback and the authorizer.
    expect(perFunction.size).toBe(routes.length + 2);
    expect([...perFunction.values()].every((count) => count === 1)).toBe(true);
    const fallback = permissions.filter((p) => /Fnfallback/.test(functionOf(p) ?? ''));
    expect(fallback).toHaveLength(1);
    expect(JSON.stringify(fallback[0]!.Properties.SourceArn)).toMatch(/\/\*\/\*\/\*"\]\]\}$/);
  });

  it('throttles the stage, logs access as JSON, logs errors and traces requests', () => {
    api.hasResourceProperties('AWS::ApiGateway::Stage', {
      StageName: 'live',
      TracingEnabled: true,
      AccessLogSetting: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('"requestId"') },
      MethodSettings: Match.arrayWith([
        Match.objectLike({
          HttpMethod: '*',
          ResourcePath: '/*',
          ThrottlingRateLimit: 20,
          ThrottlingBurstLimit: 40,
          LoggingLevel: 'ERROR',
          DataTraceEnabled: false,
        }),
      ]),
    });
    // Visitor beacons have their own method throttle, apart from the stage's and the AI routes'.
    api.hasResourceProperties('AWS::ApiGateway::Stage', {
      MethodSettings: Match.arrayWith([
        Match.objectLike({
          HttpMethod: 'POST',
          ResourcePath: '/~1api~1events',
          ThrottlingRateLimit: 100,
          ThrottlingBurstLimit: 200,
        }),
      ]),
    });
    api.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 30, LogGroupName: Match.absent() });
    api.hasResourceProperties('AWS::Logs::LogGroup', {
      RetentionInDays: 30,
      LogGroupName: { 'Fn::Join': ['', ['API-Gateway-Execution-Logs_', { Ref: Match.anyValue() }, '/live']] },
    });
    api.hasOutput('ApiUrl', { Value: Match.anyValue() });
    expect(stacks.api.region).toBe('eu-west-1');
  });
});

describe('api stack over fixture routes', () => {
  const { api, stacks } = synthStage({ fixtures: true });

  it('integrates streaming routes with response streaming and buffered ones within the 29 s limit', () => {
    api.hasResourceProperties('AWS::ApiGateway::Method', {
      HttpMethod: 'POST',
      Integration: Match.objectLike({
        ResponseTransferMode: 'STREAM',
        TimeoutInMillis: 60_000,
        Uri: Match.objectLike({
          'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp('response-streaming-invocations')])],
        }),
      }),
    });
    api.hasResourceProperties('AWS::ApiGateway::Method', {
      HttpMethod: 'POST',
      Integration: Match.objectLike({ ResponseTransferMode: 'BUFFERED', TimeoutInMillis: 25_000 }),
    });
    api.hasResourceProperties('AWS::Lambda::Function', {
      FunctionName: 'content-copilot-test-content-brief',
      Timeout: 60,
      MemorySize: 512,
    });
  });

  it('throttles generation routes tighter than the stage', () => {
    api.hasResourceProperties('AWS::ApiGateway::Stage', {
      MethodSettings: Match.arrayWith([
        Match.objectLike({
          HttpMethod: 'POST',
          ResourcePath: '/~1functions~1v1~1content-brief',
          ThrottlingRateLimit: 2,
          ThrottlingBurstLimit: 5,
        }),
      ]),
    });
  });

  it('warns at synth when a buffered route may outlive API Gateway’s 29 s, and not otherwise', () => {
    const noisy = Match.stringLikeRegexp('cuts a buffered answer');
    jest.spyOn(console, 'error').mockImplementation(() => {}); // synthesis prints the expected warning
    Annotations.fromStack(stacks.api).hasNoWarning('*', noisy);
    const slow = fixtureRoute({ ...fixtureRoutes[0]!, id: 'slow-read', timeoutSeconds: 45 });
    const app = testApp();
    const stack = new ApiStack(app, 'Api', {
      config: loadStageConfig('test', stages),
      routes: [slow],
      tables: fixtureTables,
      access: fixtureAccess,
      entryFor: fixtureEntry,
    });
    Annotations.fromStack(stack).hasWarning('*', noisy);
    Template.fromStack(stack).hasResourceProperties('AWS::ApiGateway::Method', {
      Integration: Match.objectLike({ ResponseTransferMode: 'BUFFERED', TimeoutInMillis: 29_000 }),
    });
  });

  it('warns at synth when an email route has no site address for its unsubscribe links', () => {
    const noSite = Match.stringLikeRegexp('has no siteUrl or domain');
    jest.spyOn(console, 'error').mockImplementation(() => {}); // synthesis prints the expected warning
    Annotations.fromStack(stacks.api).hasNoWarning('*', noSite);
    const { siteUrl: _none, ...withoutSite } = stages.test;
    const stack = new ApiStack(testApp(), 'Api', {
      config: loadStageConfig('test', { test: withoutSite }),
      routes: fixtureRoutes.filter((route) => route.sendsEmail),
      tables: fixtureTables,
      access: fixtureAccess,
      entryFor: fixtureEntry,
    });
    Annotations.fromStack(stack).hasWarning('*', noSite);
  });
});
