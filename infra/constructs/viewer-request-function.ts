import {
  Function as CloudFrontFunction,
  FunctionEventType,
  FunctionRuntime,
  type FunctionAssociation,
  type FunctionCode,
} from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

/** A CloudFront Function (cloudfront-js-2.0) run on viewer requests, as an association for a behaviour. */
export function viewerRequestFunction(
  scope: Construct,
  id: string,
  code: FunctionCode,
  comment: string,
): FunctionAssociation {
  return {
    eventType: FunctionEventType.VIEWER_REQUEST,
    function: new CloudFrontFunction(scope, id, { code, runtime: FunctionRuntime.JS_2_0, comment }),
  };
}
