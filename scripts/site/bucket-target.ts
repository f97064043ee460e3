import { randomUUID } from 'node:crypto';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { redirectMetadata } from '../../infra/edge/redirect';
import type { SiteTarget } from './targets';

/** Paths per invalidation request: CloudFront allows 3,000 file paths in progress at once. */
const INVALIDATION_BATCH = 1000;

export interface BucketTargetOptions {
  bucket: string;
  distributionId: string;
  region: string;
  s3?: S3Client;
  cloudFront?: CloudFrontClient;
}

/** A deployed stage's site bucket, with its CloudFront distribution to invalidate. */
export function bucketTarget(options: BucketTargetOptions): SiteTarget & { close(): void } {
  const s3 = options.s3 ?? new S3Client({ region: options.region });
  const cloudFront = options.cloudFront ?? new CloudFrontClient({ region: 'us-east-1' });
  const Bucket = options.bucket;
  return {
    description: `bucket ${Bucket} behind distribution ${options.distributionId}`,
    async read(key) {
      try {
        const out = await s3.send(new GetObjectCommand({ Bucket, Key: key }));
        return await out.Body?.transformToString('utf-8');
      } catch (err) {
        if ((err as Error).name === 'NoSuchKey') return undefined;
        throw err;
      }
    },
    async write(key, body, contentType, cacheControl, redirect) {
      await s3.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: cacheControl,
          ...(redirect === undefined ? {} : { Metadata: { [redirectMetadata]: redirect } }),
        }),
      );
    },
    async remove(key) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async list(prefix) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const out = await s3.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }),
        );
        keys.push(...(out.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
        token = out.IsTruncated ? out.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async invalidate(paths) {
      for (let i = 0; i < paths.length; i += INVALIDATION_BATCH) {
        const items = paths.slice(i, i + INVALIDATION_BATCH);
        await cloudFront.send(
          new CreateInvalidationCommand({
            DistributionId: options.distributionId,
            InvalidationBatch: {
              CallerReference: `publish-${randomUUID()}`,
              Paths: { Quantity: items.length, Items: [...items] },
            },
          }),
        );
      }
    },
    close() {
      s3.destroy();
      cloudFront.destroy();
    },
  };
}
