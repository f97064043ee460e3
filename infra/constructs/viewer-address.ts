import { FunctionCode, type FunctionAssociation } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { viewerAddressHeader } from '../../catalog/names';
import { viewerRequestFunction } from './viewer-request-function';

/**
 * Writes the viewer's address, as CloudFront saw the connection, into the header the functions key their
 * rate limits on. Assigning the header replaces every value the client sent under that name, so the
 * origin only ever receives CloudFront's. (API Gateway behind CloudFront reports the edge's address.)
 */
export const viewerAddressCode = `function handler(event) {
  event.request.headers['${viewerAddressHeader}'] = { value: event.viewer.ip };
  return event.request;
}`;

/** The viewer-address function as an association for every API behaviour. */
export function viewerAddressFunction(scope: Construct, id: string): FunctionAssociation {
  return viewerRequestFunction(
    scope,
    id,
    FunctionCode.fromInline(viewerAddressCode),
    `Sets ${viewerAddressHeader} from event.viewer.ip on API requests`,
  );
}
