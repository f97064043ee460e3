import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { viewerAddressHeader } from '../../catalog/names';

export interface ProxyEventInput {
  req: IncomingMessage;
  url: URL;
  body: Buffer;
  /** The route's path template, e.g. `/api/blog-posts/{slugOrId}`. */
  resource: string;
  params: Record<string, string>;
  stage: string;
  /** The viewer's country as CloudFront would name it (the local config's VIEWER_COUNTRY); none by default. */
  viewerCountry?: string | undefined;
}

/** The country header CloudFront writes; locally from configuration, never from the client. */
const COUNTRY_HEADER = 'cloudfront-viewer-country';

const TEXT_TYPES = /^(text\/|application\/(json|x-www-form-urlencoded|xml|[\w.+-]+\+json))/i;

/** The caller's address, from the TCP connection, never from a header. */
export const sourceIpOf = (req: IncomingMessage): string =>
  (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');

/** A map without a prototype, so a key named `__proto__`, `constructor` or `toString` is plain data. */
const emptyMap = <T>(): Record<string, T> => Object.create(null) as Record<string, T>;

/** The single-value (last one wins, as API Gateway does) and multi-value maps of name/value pairs. */
function pairMaps(pairs: Iterable<readonly [string, string]>) {
  const single = emptyMap<string>();
  const multi = emptyMap<string[]>();
  for (const [name, value] of pairs) {
    single[name] = value;
    (multi[name] ??= []).push(value);
  }
  return { single, multi };
}

/**
 * `rawHeaders` as name/value pairs, names as the client sent them, then the viewer address from the socket
 * and the configured country, as CloudFront writes them: any copy the client sent is dropped, in any case.
 */
function* headerPairs(
  raw: string[],
  viewer: string,
  country: string | undefined,
): Generator<[string, string]> {
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    if (name !== viewerAddressHeader && name !== COUNTRY_HEADER) yield [raw[i]!, raw[i + 1]!];
  }
  yield [viewerAddressHeader, viewer];
  if (country) yield ['CloudFront-Viewer-Country', country];
}

/** Builds the API Gateway REST (v1 payload) proxy event a deployed function would receive. */
export function toProxyEvent({
  req,
  url,
  body,
  resource,
  params,
  stage,
  viewerCountry,
}: ProxyEventInput): APIGatewayProxyEvent {
  const headers = pairMaps(headerPairs(req.rawHeaders, sourceIpOf(req), viewerCountry));
  // API Gateway sends null, not an empty map, when there is no query string.
  const query = url.searchParams.size > 0 ? pairMaps(url.searchParams) : null;
  const contentType = req.headers['content-type'] ?? '';
  const binary = body.length > 0 && !TEXT_TYPES.test(contentType);
  const now = Date.now();
  return {
    resource,
    path: url.pathname,
    httpMethod: req.method ?? 'GET',
    headers: headers.single,
    multiValueHeaders: headers.multi,
    queryStringParameters: query?.single ?? null,
    multiValueQueryStringParameters: query?.multi ?? null,
    pathParameters: Object.keys(params).length ? params : null,
    stageVariables: null,
    body: body.length ? body.toString(binary ? 'base64' : 'utf8') : null,
    isBase64Encoded: binary,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      authorizer: null,
      domainName: req.headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      httpMethod: req.method ?? 'GET',
      path: url.pathname,
      protocol: `HTTP/${req.httpVersion}`,
      requestId: randomUUID(),
      requestTime: new Date(now).toUTCString(),
      requestTimeEpoch: now,
      resourceId: 'local',
      resourcePath: resource,
      stage,
      identity: {
        accessKey: null,
        accountId: null,
        apiKey: null,
        apiKeyId: null,
        caller: null,
        clientCert: null,
        cognitoAuthenticationProvider: null,
        cognitoAuthenticationType: null,
        cognitoIdentityId: null,
        cognitoIdentityPoolId: null,
        principalOrgId: null,
        sourceIp: sourceIpOf(req),
        user: null,
        userAgent: req.headers['user-agent'] ?? null,
        userArn: null,
      },
    },
  };
}
