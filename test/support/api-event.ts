import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { viewerAddressHeader } from '../../catalog/names';

/** A minimal API Gateway REST proxy event for calling a handler directly in unit tests. */
export function apiEvent(init: {
  method?: string;
  path?: string;
  body?: string | object;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  params?: Record<string, string>;
  /** The visitor's address, sent as CloudFront sends it (the viewer-address header). */
  sourceIp?: string;
}): APIGatewayProxyEvent {
  const body = typeof init.body === 'object' ? JSON.stringify(init.body) : (init.body ?? null);
  const sourceIp = init.sourceIp ?? '203.0.113.7';
  // What CloudFront's viewer-request function adds to every API request (catalog/names.ts).
  const headers = {
    ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    [viewerAddressHeader]: sourceIp,
    ...init.headers,
  };
  return {
    httpMethod: init.method ?? 'GET',
    path: init.path ?? '/',
    resource: init.path ?? '/',
    headers,
    multiValueHeaders: {},
    queryStringParameters: init.query ?? null,
    multiValueQueryStringParameters: null,
    pathParameters: init.params ?? null,
    stageVariables: null,
    body,
    isBase64Encoded: false,
    requestContext: {
      // Behind CloudFront API Gateway reports an edge location here, never the visitor.
      identity: { sourceIp: '130.176.0.1' },
    } as APIGatewayProxyEvent['requestContext'],
  };
}

/** A Lambda context with plenty of time left, so middy's early-timeout never fires in unit tests. */
export function testContext(remainingMs = 30_000): Context {
  return {
    functionName: 'test',
    awsRequestId: 'test-request',
    getRemainingTimeInMillis: () => remainingMs,
  } as Context;
}
