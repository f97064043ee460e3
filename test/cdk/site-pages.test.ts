import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pageKeyFile } from '../../infra/constructs/page-key';
import { apiPrefixes } from '../../catalog/routes';
import { synthStage } from './support';

interface Behavior {
  PathPattern?: string;
  FunctionAssociations?: { EventType: string; FunctionARN: { 'Fn::GetAtt': [string, string] } }[];
  LambdaFunctionAssociations?: { EventType: string; LambdaFunctionARN: unknown; IncludeBody?: boolean }[];
}
interface DistributionConfig {
  CustomErrorResponses?: Record<string, unknown>[];
  DefaultCacheBehavior: Behavior;
  CacheBehaviors: Behavior[];
}
type Resources = Record<string, { Type: string; Properties: Record<string, unknown> }>;

/** A built site as the lead's build and a local publish leave it: both layers, twins and metadata. */
function builtSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'copilot-built-'));
  const files = [
    'index.html',
    'index.html.br',
    'index.html.gz',
    '404.html',
    'robots.txt',
    'favicon.svg',
    'content-brief/index.html',
    'content-brief/index.html.br',
    'assets/index-abc123.js',
    'assets/index-abc123.js.br',
    'assets/index-abc123.js.gz',
    '.site.json',
    '.vite/manifest.json',
    'blog/index.html',
    'blog/a-post/index.html',
    'tools/seo-for-dentists/index.html',
    'sitemap.xml',
    'rss.xml',
  ];
  for (const file of files) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), file);
  }
  return dir;
}

/** Every file of a staged asset folder, relative to it. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

describe('rendered pages and 404s on the site behaviour', () => {
  const { web, edge, app } = synthStage({ fixtures: true, siteAssets: builtSite() });
  const cfg = (
    Object.values(web.findResources('AWS::CloudFront::Distribution'))[0] as {
      Properties: { DistributionConfig: DistributionConfig };
    }
  ).Properties.DistributionConfig;

  it('maps URLs to keys with the CloudFront Function of infra/edge/viewer-request.js, on the S3 behaviour', () => {
    const functions = web.findResources('AWS::CloudFront::Function') as Resources;
    const [association, ...others] = cfg.DefaultCacheBehavior.FunctionAssociations ?? [];
    expect(others).toEqual([]);
    expect(association!.EventType).toBe('viewer-request');
    const fn = functions[association!.FunctionARN['Fn::GetAtt'][0]]!.Properties;
    expect(fn.FunctionCode).toBe(readFileSync(pageKeyFile, 'utf8'));
    expect(fn.FunctionConfig).toMatchObject({ Runtime: 'cloudfront-js-2.0' });
  });

  it('gives missing pages their 404 with Lambda@Edge on origin responses of the S3 behaviour only', () => {
    expect(cfg.DefaultCacheBehavior.LambdaFunctionAssociations).toEqual([
      {
        EventType: 'origin-response',
        LambdaFunctionARN: {
          'Fn::GetStackOutput': {
            StackName: 'ContentCopilot-test-Edge',
            Region: 'us-east-1',
            OutputName: expect.any(String),
          },
        },
      },
    ]);
    const { OutputName } = (
      cfg.DefaultCacheBehavior.LambdaFunctionAssociations![0]!.LambdaFunctionARN as {
        'Fn::GetStackOutput': { OutputName: string };
      }
    )['Fn::GetStackOutput'];
    // The output the web stack reads is the numbered version of the edge stack's not-found function.
    const outputs = edge.toJSON().Outputs as Record<string, { Value: { Ref: string } }>;
    const versions = edge.findResources('AWS::Lambda::Version') as Resources;
    const version = versions[outputs[OutputName]!.Value.Ref]!;
    const functions = edge.findResources('AWS::Lambda::Function') as Resources;
    const functionId = (version.Properties.FunctionName as { Ref: string }).Ref;
    expect(functions[functionId]!.Properties.FunctionName).toBe('content-copilot-test-site-not-found');
    expect(outputs.NotFoundFunctionVersionArn!.Value).toEqual({ Ref: outputs[OutputName]!.Value.Ref });

    expect(cfg.CacheBehaviors.map((b) => b.PathPattern).sort()).toEqual(
      apiPrefixes.map((p) => `${p}/*`).sort(),
    );
    for (const behavior of cfg.CacheBehaviors) expect(behavior.LambdaFunctionAssociations).toBeUndefined();
  });

  it('has no custom error response page or status: those apply to the API too', () => {
    expect(cfg.CustomErrorResponses?.length).toBeGreaterThan(0);
    for (const error of cfg.CustomErrorResponses!) {
      expect(Object.keys(error).sort()).toEqual(['ErrorCachingMinTTL', 'ErrorCode']);
      expect(error).not.toHaveProperty('ResponsePagePath');
      expect(error).not.toHaveProperty('ResponseCode');
      expect(error.ErrorCachingMinTTL).toBe(0);
    }
  });

  it('runs the 404 function as Lambda@Edge allows: us-east-1, x86_64, no environment, trusted by both services', () => {
    const [fn, ...others] = Object.values(edge.findResources('AWS::Lambda::Function') as Resources);
    expect(others).toEqual([]);
    expect(fn!.Properties).toMatchObject({
      Runtime: 'nodejs24.x',
      Architectures: ['x86_64'],
      Handler: 'index.handler',
    });
    expect(fn!.Properties.Environment).toBeUndefined();
    expect(fn!.Properties.TracingConfig).toBeUndefined();
    expect(fn!.Properties.Timeout).toBeLessThanOrEqual(30);
    const roles = edge.findResources('AWS::IAM::Role') as Resources;
    const roleId = (fn!.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    expect(roles[roleId]!.Properties.AssumeRolePolicyDocument).toEqual({
      Version: '2012-10-17',
      Statement: [
        {
          Action: 'sts:AssumeRole',
          Effect: 'Allow',
          Principal: { Service: ['edgelambda.amazonaws.com', 'lambda.amazonaws.com'] },
        },
      ],
    });
    expect(roles[roleId]!.Properties.ManagedPolicyArns).toBeUndefined();
    const policies = Object.values(edge.findResources('AWS::IAM::Policy') as Resources);
    const actions = policies.flatMap((p) =>
      (p.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement.flatMap(
        (s) => s.Action,
      ),
    );
    expect(actions.sort()).toEqual(['logs:CreateLogGroup', 'logs:CreateLogStream', 'logs:PutLogEvents']);
  });

  it('deploys the build layer only: no editor-layer keys, precompressed twins or build metadata', () => {
    const deployments = Object.values(web.findResources('Custom::CDKBucketDeployment') as Resources);
    const pages = deployments.find((d) => d.Properties.Prune !== false)!;
    // aws s3 sync --exclude: neither uploaded nor pruned, so a deploy keeps what editors published.
    expect(pages.Properties.Exclude).toEqual([
      'assets/*',
      'blog/*',
      'tools/*',
      'sitemap.xml',
      'sitemap-*.xml',
      'rss.xml',
    ]);

    const staged = readdirSync(app.outdir)
      .filter((name) => name.startsWith('asset.') && !name.endsWith('.zip'))
      .map((name) => filesOf(join(app.outdir, name)));
    expect(staged).toContainEqual([
      '404.html',
      'content-brief/index.html',
      'favicon.svg',
      'index.html',
      'robots.txt',
    ]);
    expect(staged).toContainEqual(['assets/index-abc123.js']);
  });
});

describe('the editor policy', () => {
  const { web } = synthStage({ fixtures: true });
  const [policy, ...others] = Object.values(web.findResources('AWS::IAM::ManagedPolicy') as Resources);
  const statements = (policy!.Properties.PolicyDocument as { Statement: Record<string, unknown>[] })
    .Statement;
  const bucketId = Object.keys(web.findResources('AWS::S3::Bucket')).find((id) =>
    id.startsWith('BucketsSite'),
  )!;
  const distributionId = Object.keys(web.findResources('AWS::CloudFront::Distribution'))[0]!;
  const bucketArn = { 'Fn::GetAtt': [bucketId, 'Arn'] };
  const key = (suffix: string) => ({ 'Fn::Join': ['', [bucketArn, suffix]] });

  it('is the only managed policy, named for the stage and published as an output', () => {
    expect(others).toEqual([]);
    expect(policy!.Properties.ManagedPolicyName).toBe('content-copilot-test-site-editor');
    const policyId = Object.keys(web.findResources('AWS::IAM::ManagedPolicy'))[0]!;
    web.hasOutput('EditorPolicyArn', { Value: { Ref: policyId } });
  });

  it('reads, writes and deletes the editor layer only, lists only its prefixes, invalidates only this distribution', () => {
    expect(statements).toEqual([
      {
        Sid: 'EditorLayerObjects',
        Effect: 'Allow',
        Action: ['s3:DeleteObject', 's3:GetObject', 's3:PutObject'],
        Resource: [
          key('/blog/*'),
          key('/rss.xml'),
          key('/sitemap-*.xml'),
          key('/sitemap.xml'),
          key('/tools/*'),
        ],
      },
      {
        Sid: 'SiteListing',
        Effect: 'Allow',
        Action: 's3:ListBucket',
        Resource: bucketArn,
      },
      {
        Sid: 'InvalidateChangedPaths',
        Effect: 'Allow',
        Action: ['cloudfront:CreateInvalidation', 'cloudfront:GetInvalidation'],
        Resource: {
          'Fn::Join': [
            '',
            ['arn:aws:cloudfront::', { Ref: 'AWS::AccountId' }, ':distribution/', { Ref: distributionId }],
          ],
        },
      },
    ]);
  });
});

describe('the deploy’s own invalidation', () => {
  const { web } = synthStage({ fixtures: true });
  const distributionId = Object.keys(web.findResources('AWS::CloudFront::Distribution'))[0]!;
  const statements = Object.values(web.findResources('AWS::IAM::Policy')).flatMap(
    (policy) => (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement,
  );

  it('invalidates this distribution only, as the editor policy does (CDK would grant every distribution)', () => {
    const cloudFront = statements.filter((s) =>
      [s.Action].flat().some((action) => String(action).startsWith('cloudfront:')),
    );
    expect(cloudFront).toEqual([
      expect.objectContaining({
        Action: ['cloudfront:CreateInvalidation', 'cloudfront:GetInvalidation'],
        Resource: {
          'Fn::Join': [
            '',
            ['arn:aws:cloudfront::', { Ref: 'AWS::AccountId' }, ':distribution/', { Ref: distributionId }],
          ],
        },
      }),
    ]);
    expect(statements.filter((s) => s.Resource === '*')).toEqual([]);
  });
});
