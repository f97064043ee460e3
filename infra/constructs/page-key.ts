import { FunctionCode, type FunctionAssociation } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { viewerRequestFunction } from './viewer-request-function';

/** The URL-to-key mapping, one file that CloudFront and the local server both run. */
export const pageKeyFile = 'infra/edge/viewer-request.js';

/**
 * Maps a page URL to the S3 key of its rendered HTML (`/blog/x` -> `/blog/x/index.html`). A viewer-request
 * function on the S3 behaviour only, so API requests are never rewritten.
 */
export function pageKeyFunction(scope: Construct, id: string): FunctionAssociation {
  return viewerRequestFunction(
    scope,
    id,
    FunctionCode.fromFile({ filePath: pageKeyFile }),
    'Maps a page URL to the key of its rendered HTML',
  );
}
