import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  type Distribution,
} from 'aws-cdk-lib/aws-cloudfront';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { StageConfig } from '../config';
import { editorLayer } from '../../catalog/names';
import { acknowledgeDeployment, DeploymentRole } from './deployment-role';

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
    // One role for both deployments: CDK runs them in one function per stack.
    const role = new DeploymentRole(this, 'DeploymentRole', props.distribution.distributionArn);
    const assets = new BucketDeployment(this, 'Assets', {
      role,
      // Later patterns win: everything but assets/, then drop the precompressed twins inside it.
      sources: [Source.asset(props.siteAssets, { exclude: ['*', '!assets', '!assets/**', ...notUploaded] })],
      destinationBucket: props.bucket,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      // Old fingerprinted files stay, so a page loaded before a deploy can still fetch its chunks.
      prune: false,
    });
    const pages = new BucketDeployment(this, 'Pages', {
      role,
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
    acknowledgeDeployment(role, props.bucket);
  }
}
