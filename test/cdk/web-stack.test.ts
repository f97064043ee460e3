import { Match } from 'aws-cdk-lib/assertions';
import { contentSecurityPolicy } from '../../infra/constructs/site-headers';
import { BOOT_SCRIPT_SOURCE } from '../../scripts/site/boot-script';
import { viewerAddressCode } from '../../infra/constructs/viewer-address';
import { viewerAddressHeader } from '../../catalog/names';
import { apiPrefixes, routes } from '../../catalog/routes';
import { originReadTimeoutQuotaSeconds } from '../../infra/stacks/web-stack';
import { stages, synthStage } from './support';

interface Behavior {
  PathPattern?: string;
  AllowedMethods: string[];
  CachePolicyId: unknown;
  OriginRequestPolicyId?: unknown;
  Compress: boolean;
  ResponseHeadersPolicyId: unknown;
  FunctionAssociations?: { EventType: string; FunctionARN: { 'Fn::GetAtt': [string, string] } }[];
}
interface DistributionConfig {
  CustomErrorResponses: { ErrorCode: number; ErrorCachingMinTTL: number; ResponsePagePath?: string }[];
  CacheBehaviors: Behavior[];
  DefaultCacheBehavior: Behavior;
  HttpVersion: string;
  WebACLId: unknown;
  Logging: unknown;
  Aliases?: string[];
  ViewerCertificate?: Record<string, unknown>;
  Origins: {
    OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
    CustomOriginConfig?: Record<string, unknown>;
  }[];
}

const distributionOf = (web: ReturnType<typeof synthStage>['web']): DistributionConfig =>
  (
    Object.values(web.findResources('AWS::CloudFront::Distribution'))[0] as {
      Properties: { DistributionConfig: DistributionConfig };
    }
  ).Properties.DistributionConfig;

const cachingDisabled = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const allViewerExceptHostHeader = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

describe('web stack', () => {
  const { web, stacks } = synthStage({ fixtures: true });
  const cfg = distributionOf(web);

  it('keeps the SPA bucket private, TLS-only and readable only by this distribution', () => {
    web.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 's3/' }),
    });
    web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    web.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({
            Action: 's3:GetObject',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
  });

  it('sends /functions/v1/* and /api/* to the API with every method; generations uncached and uncompressed', () => {
    const behaviors: Record<string, Behavior> = Object.fromEntries(
      cfg.CacheBehaviors.map((b) => [b.PathPattern, b]),
    );
    expect(Object.keys(behaviors).sort()).toEqual(['/api/*', '/functions/v1/*']);
    for (const behavior of Object.values(behaviors)) {
      expect(behavior.AllowedMethods).toEqual(
        expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']),
      );
    }
    expect(behaviors['/functions/v1/*']).toMatchObject({ CachePolicyId: cachingDisabled, Compress: false });
    expect(behaviors['/api/*']).toMatchObject({ Compress: true });
    web.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({
        DefaultTTL: 0,
        MinTTL: 0,
        ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({
          QueryStringsConfig: { QueryStringBehavior: 'all' },
          EnableAcceptEncodingGzip: true,
          EnableAcceptEncodingBrotli: true,
        }),
      }),
    });
  });

  it('stamps the viewer address from event.viewer.ip on every API behaviour, and forwards it to the API', () => {
    const functions = web.findResources('AWS::CloudFront::Function') as Record<
      string,
      { Properties: { FunctionCode: string } }
    >;
    expect(cfg.CacheBehaviors.map((b) => b.PathPattern).sort()).toEqual(
      apiPrefixes.map((prefix) => `${prefix}/*`).sort(),
    );
    for (const behavior of cfg.CacheBehaviors) {
      expect(behavior.FunctionAssociations).toHaveLength(1);
      const [association] = behavior.FunctionAssociations!;
      expect(association!.EventType).toBe('viewer-request');
      const code = functions[association!.FunctionARN['Fn::GetAtt'][0]]!.Properties.FunctionCode;
      expect(code).toBe(viewerAddressCode);
      expect(code).toContain(`event.request.headers['${viewerAddressHeader}'] = { value: event.viewer.ip }`);
      // The managed AllViewerExceptHostHeader policy sends every header the request has after the function.
      expect(behavior.OriginRequestPolicyId).toBe(allViewerExceptHostHeader);
    }
    expect(JSON.stringify(cfg.DefaultCacheBehavior.FunctionAssociations)).not.toContain(
      JSON.stringify(cfg.CacheBehaviors[0]!.FunctionAssociations![0]!.FunctionARN),
    );
  });

  it('proves to the API that requests come through CloudFront, and waits for slow generations', () => {
    const api = cfg.Origins.find((o) => o.CustomOriginConfig)!;
    expect(api.OriginCustomHeaders).toEqual([
      {
        HeaderName: 'X-Origin-Verify',
        // By name: no cross-stack output (Fn::GetStackOutput) inside the dynamic reference.
        HeaderValue: '{{resolve:secretsmanager:content-copilot/test/origin-verify:SecretString:::}}',
      },
    ]);
    // The fixtures' longest route runs 60 s.
    expect(api.CustomOriginConfig).toMatchObject({
      OriginProtocolPolicy: 'https-only',
      OriginReadTimeout: 60,
    });
  });

  it('deploys after the API stack that creates the secret, and changes the distribution on a rotation', () => {
    expect(stacks.web.dependencies).toContain(stacks.api);
    expect(JSON.stringify(web.toJSON())).not.toMatch(/resolve:secretsmanager:[^}]*GetStackOutput/);
    const rotated = distributionOf(synthStage({ fixtures: true, config: { originSecretRotation: 2 } }).web);
    expect((cfg as unknown as { Comment: string }).Comment).toBe('test content-copilot (origin secret r0)');
    expect((rotated as unknown as { Comment: string }).Comment).toBe(
      'test content-copilot (origin secret r2)',
    );
  });

  it('compresses, speaks HTTP/2 and HTTP/3, logs, and sits behind the web ACL from us-east-1', () => {
    expect(cfg.DefaultCacheBehavior.Compress).toBe(true);
    expect(cfg.HttpVersion).toBe('http2and3');
    expect(cfg.Logging).toMatchObject({ Prefix: 'cloudfront/' });
    expect(cfg.WebACLId).toEqual({
      'Fn::GetStackOutput': expect.objectContaining({
        StackName: 'ContentCopilot-test-Edge',
        Region: 'us-east-1',
      }),
    });
  });

  it('adds a strict CSP, two-year HSTS, nosniff, no framing, a referrer and a permissions policy everywhere', () => {
    expect(contentSecurityPolicy).toContain(`script-src 'self' ${BOOT_SCRIPT_SOURCE};`);
    expect(contentSecurityPolicy).not.toMatch(/script-src[^;]*unsafe/);
    expect(contentSecurityPolicy).toMatch(/frame-ancestors 'none'/);
    // YouTube thumbnails are the only foreign images: exactly their host, no scheme-wide https:.
    expect(contentSecurityPolicy).toMatch(/(^|; )img-src 'self' data: https:\/\/i\.ytimg\.com(;|$)/);
    web.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          ContentSecurityPolicy: { ContentSecurityPolicy: contentSecurityPolicy, Override: true },
          StrictTransportSecurity: {
            AccessControlMaxAgeSec: 63_072_000,
            IncludeSubdomains: true,
            Override: true,
          },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        },
        CustomHeadersConfig: {
          Items: Match.arrayWith([
            Match.objectLike({
              Header: 'Permissions-Policy',
              Value: Match.stringLikeRegexp('camera=\\(\\)'),
            }),
          ]),
        },
      }),
    });
    const policies = [cfg.DefaultCacheBehavior, ...cfg.CacheBehaviors].map((b) =>
      JSON.stringify(b.ResponseHeadersPolicyId),
    );
    expect(new Set(policies).size).toBe(1);
  });

  it('uploads fingerprinted assets for a year and the pages for revalidation, invalidating on deploy', () => {
    web.hasResourceProperties('Custom::CDKBucketDeployment', {
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
      Prune: false,
    });
    web.hasResourceProperties('Custom::CDKBucketDeployment', {
      SystemMetadata: { 'cache-control': 'public, max-age=0, must-revalidate' },
      Exclude: Match.arrayWith(['assets/*']),
      DistributionPaths: ['/*'],
    });
  });

  it('publishes the site URL, distribution id and domain, bucket name and editor policy', () => {
    for (const key of [
      'SiteUrl',
      'DistributionId',
      'DistributionDomainName',
      'SiteBucketName',
      'EditorPolicyArn',
    ]) {
      web.hasOutput(key, { Value: Match.anyValue() });
    }
  });
});

describe('web stack with a custom domain', () => {
  const { web } = synthStage({ stage: 'prod' });
  const cfg = distributionOf(web);

  it('serves the domain with its us-east-1 certificate over TLS 1.2+ and reports it as the site URL', () => {
    expect(cfg.Aliases).toEqual(['www.copilot-ops.net']);
    expect(cfg.ViewerCertificate).toMatchObject({
      AcmCertificateArn: stages.prod.domain.certificateArn,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    web.hasOutput('SiteUrl', { Value: 'https://www.copilot-ops.net' });
  });

  it('waits for the API as long as the longest route may run, within the default quota of 120 s', () => {
    const longest = Math.max(...routes.map((route) => route.timeoutSeconds));
    const api = cfg.Origins.find((o) => o.CustomOriginConfig)!;
    expect(api.CustomOriginConfig).toMatchObject({
      OriginReadTimeout: Math.min(longest, originReadTimeoutQuotaSeconds),
    });
    expect(originReadTimeoutQuotaSeconds).toBe(120);
  });

  it('keeps the access logs of a production stage when the stack goes', () => {
    web.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerPreferred' }] },
      }),
    });
  });
});
