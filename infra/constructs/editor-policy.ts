import { Validations } from 'aws-cdk-lib';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { editorLayer } from '../../catalog/names';

export interface EditorPolicyProps {
  stage: string;
  bucket: Bucket;
  distribution: Distribution;
}

/**
 * What the admin CLI's publisher needs on a stage, and nothing more: read, write and delete the editor layer
 * of the site bucket (rendered posts, blog pages, programmatic pages, sitemap, feed), list the bucket, and
 * invalidate this distribution. The build layer stays the deploy's alone.
 */
export class EditorPolicy extends Construct {
  readonly policy: ManagedPolicy;

  constructor(scope: Construct, id: string, props: EditorPolicyProps) {
    super(scope, id);
    const { bucket, distribution } = props;
    const keys = [
      ...editorLayer.prefixes.map((prefix) => bucket.arnForObjects(`${prefix}*`)),
      ...editorLayer.files.map((file) => bucket.arnForObjects(file)),
    ];
    this.policy = new ManagedPolicy(this, 'Policy', {
      managedPolicyName: `content-copilot-${props.stage}-site-editor`,
      description: `Publishes rendered pages to the ${props.stage} site with the admin CLI`,
      statements: [
        new PolicyStatement({
          sid: 'EditorLayerObjects',
          actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
          resources: keys,
        }),
        // Unconditional: S3 answers a missing key with 404 (not 403) only to a caller who may list the
        // bucket, and the publisher reads sitemap.xml before its first write. The bucket holds public pages only.
        new PolicyStatement({
          sid: 'SiteListing',
          actions: ['s3:ListBucket'],
          resources: [bucket.bucketArn],
        }),
        new PolicyStatement({
          sid: 'InvalidateChangedPaths',
          actions: ['cloudfront:CreateInvalidation', 'cloudfront:GetInvalidation'],
          resources: [distribution.distributionArn],
        }),
      ],
    });
    const bucketRef = `<${bucket.stack.getLogicalId(bucket.node.defaultChild as never)}.Arn>`;
    Validations.of(this.policy).acknowledge(
      ...editorLayer.prefixes.map((prefix) => ({
        id: `AwsSolutions-IAM5[Resource::${bucketRef}/${prefix}*]`,
        reason: `Editors publish any number of pages under ${prefix}; nothing outside the editor layer is writable.`,
      })),
      {
        id: `AwsSolutions-IAM5[Resource::${bucketRef}/sitemap-*.xml]`,
        reason:
          'A sitemap past 50,000 URLs splits into numbered parts at the root, as the sitemap protocol requires.',
      },
    );
  }
}
