import type { APIGatewayProxyEvent } from 'aws-lambda';
import { viewerAddressHeader } from '../../../catalog/names';

/**
 * The visitor's address as CloudFront saw it (locally: the socket's), from the one header CloudFront's
 * viewer-request function overwrites on every API request. Never `X-Forwarded-For`, and never the request
 * context's `sourceIp`, which behind CloudFront is the edge location's address.
 */
export function viewerAddress(event: Pick<APIGatewayProxyEvent, 'headers'>): string | undefined {
  const headers = event.headers ?? {};
  // middy's header normalizer lowercases names; a handler called without it may see another case.
  const value =
    headers[viewerAddressHeader] ??
    Object.entries(headers).find(([name]) => name.toLowerCase() === viewerAddressHeader)?.[1];
  return value?.trim() || undefined;
}
