// Lambda@Edge, origin response, on the site's default (S3) behaviour only: API answers never pass here.
// A private bucket behind origin access control answers 403 for a missing key (no s3:ListBucket), 404 if
// listing were allowed: both become HTTP 404 with the site's prerendered 404 page. A stored redirect object
// (redirect.ts: a post's id address) becomes a 301 to the address its metadata names. Runs on cache misses only.
import type { CloudFrontResponseEvent, CloudFrontResultResponse } from 'aws-lambda';
import { isSitePath, redirectCacheControl, redirectHeader } from './redirect';

/** The key of the prerendered 404 page. */
export const notFoundPage = '/404.html';

/** Served when the 404 page itself cannot be fetched: a 404 status matters more than its looks. */
export const fallbackBody =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page not found</title></head>' +
  '<body><h1>Page not found</h1><p><a href="/">Go to the home page</a></p></body></html>';

/** Short enough that a page published at a 404'd path shows soon even if an invalidation were missed. */
export const notFoundCacheControl = 'public, max-age=300';

export interface NotFoundOptions {
  /** Where the 404 page is fetched from, given the distribution's domain (CloudFront: `https://<domain>`). */
  origin: (distributionDomainName: string) => string;
  /** Longest wait for the 404 page before the fallback body is used. */
  timeoutMs: number;
}

async function fetchPage(url: string, timeoutMs: number): Promise<string> {
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    if (!answer.ok) return fallbackBody;
    return await answer.text();
  } catch {
    return fallbackBody;
  }
}

/** The origin-response handler, with where to fetch the 404 page from made explicit (tests use a local server). */
export function createNotFoundHandler(options: NotFoundOptions) {
  return async (event: CloudFrontResponseEvent): Promise<CloudFrontResultResponse> => {
    const { config, request, response } = event.Records[0]!.cf;
    const location = response.headers[redirectHeader]?.[0]?.value;
    if (response.status === '200' && location && isSitePath(location)) {
      return {
        status: '301',
        statusDescription: 'Moved Permanently',
        headers: {
          location: [{ key: 'Location', value: location }],
          'cache-control': [{ key: 'Cache-Control', value: redirectCacheControl }],
        },
      };
    }
    const missing = response.status === '403' || response.status === '404';
    // The 404 page's own request is never rewritten: fetching it here would loop.
    if (!missing || request.uri === notFoundPage) return response;
    const body = await fetchPage(
      `${options.origin(config.distributionDomainName)}${notFoundPage}`,
      options.timeoutMs,
    );
    return {
      status: '404',
      statusDescription: 'Not Found',
      headers: {
        'content-type': [{ key: 'Content-Type', value: 'text/html; charset=utf-8' }],
        'cache-control': [{ key: 'Cache-Control', value: notFoundCacheControl }],
      },
      body,
    };
  };
}

/** The deployed handler: the 404 page comes through the same distribution (usually from its cache). */
export const handler = createNotFoundHandler({
  origin: (domain) => `https://${domain}`,
  timeoutMs: 3000,
});
