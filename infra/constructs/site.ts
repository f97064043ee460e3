import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import {
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  type Distribution,
} from 'aws-cdk-lib/aws-cloudfront';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  ObjectOwnership,
  type CfnBucket,
} from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { StageConfig } from '../config';
import { editorLayer } from '../names';

/** Honours the Cache-Control the read routes send (none: not cached); keys on the query string (?page=N). */
export function apiReadCachePolicy(scope: Construct, id: string): CachePolicy {
  return new CachePolicy(scope, id, {
    comment: 'API reads: cached only as long as the route says',
    defaultTtl: Duration.seconds(0),
    minTtl: Duration.seconds(0),
    maxTtl: Duration.days(1),
    queryStringBehavior: CacheQueryStringBehavior.all(),
    headerBehavior: CacheHeaderBehavior.none(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
}

/** The private bucket of the built SPA, and the bucket CloudFront and S3 write their access logs to. */
export class SiteBuckets extends Construct {
  readonly site: Bucket;
  readonly logs: Bucket;

  constructor(scope: Construct, id: string, props: { config: StageConfig }) {
    super(scope, id);
    const { retainData, logRetentionDays } = props.config;
    this.logs = new Bucket(this, 'Logs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logging writes with ACLs.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(logRetentionDays) }],
      removalPolicy: retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      autoDeleteObjects: !retainData,
    });
    Validations.of(this.logs).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket; logging it into itself would loop.',
    });
    this.site = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logs,
      serverAccessLogsPrefix: 's3/',
      // Only build output lives here: rebuilt and redeployed at will.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
  }
}

export interface SiteContentProps {
  bucket: Bucket;
  distribution: Distribution;
  /** Folder of the built SPA (web/dist). */
  siteAssets: string;
}

/** Build output that is never uploaded: precompressed twins (CloudFront compresses), build metadata. */
export const notUploaded = ['*.br', '*.gz', '.site.json', '.vite', '.vite/**'];

/** Bucket keys a build deploy neither writes nor prunes: the editor layer (aws s3 sync patterns). */
export const editorLayerPatterns = [
  ...editorLayer.prefixes.map((prefix) => `${prefix}*`),
  ...editorLayer.files,
];

/**
 * Uploads the build layer: fingerprinted assets cached for a year, pages and the other root files
 * revalidated on every visit. The editor layer (rendered posts, blog pages, sitemap, feed) is the admin CLI's:
 * excluded from both sync and prune, so a deploy never deletes what an editor published.
 */
export class SiteContent extends Construct {
  constructor(scope: Construct, id: string, props: SiteContentProps) {
    super(scope, id);
    const assets = new BucketDeployment(this, 'Assets', {
      // Later patterns win: everything but assets/, then drop the precompressed twins inside it.
      sources: [Source.asset(props.siteAssets, { exclude: ['*', '!assets', '!assets/**', ...notUploaded] })],
      destinationBucket: props.bucket,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      // Old fingerprinted files stay, so a page loaded before a deploy can still fetch its chunks.
      prune: false,
    });
    const pages = new BucketDeployment(this, 'Pages', {
      sources: [
        Source.asset(props.siteAssets, {
          exclude: ['assets', 'assets/**', ...notUploaded, ...editorLayerPatterns],
        }),
      ],
      destinationBucket: props.bucket,
      exclude: ['assets/*', ...editorLayerPatterns],
      cacheControl: [CacheControl.fromString('public, max-age=0, must-revalidate')],
      distribution: props.distribution,
      distributionPaths: ['/*'],
    });
    // index.html must never point at chunks that are not uploaded yet.
    pages.node.addDependency(assets);
    acknowledgeDeploymentFunction(Stack.of(this), props.bucket);
  }
}

/** BucketDeployment runs one CDK-provided function per stack; its grants are CDK's, not ours to narrow. */
function acknowledgeDeploymentFunction(stack: Stack, bucket: Bucket): void {
  const provider = stack.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
  if (!provider) return;
  const reason = (what: string) => `CDK's BucketDeployment function: ${what}.`;
  const copy = reason(
    'it reads the staged build from the CDK assets bucket and syncs it into the site bucket',
  );
  const assetsBucket = `arn:aws:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-${stack.region}/*`;
  const siteBucket = `<${stack.getLogicalId(bucket.node.defaultChild as CfnBucket)}.Arn>/*`;
  Validations.of(provider).acknowledge(
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: reason('the managed policy only lets it write its own logs'),
    },
    ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'].map((action) => ({
      id: `AwsSolutions-IAM5[Action::${action}]`,
      reason: copy,
    })),
    { id: `AwsSolutions-IAM5[Resource::${assetsBucket}]`, reason: copy },
    { id: `AwsSolutions-IAM5[Resource::${siteBucket}]`, reason: copy },
    {
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: reason('CloudFront invalidation actions support no resource-level permissions'),
    },
    { id: 'AwsSolutions-L1', reason: reason('CDK pins its runtime; it runs only during deploys') },
  );
}
