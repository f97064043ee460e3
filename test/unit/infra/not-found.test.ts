import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import type { CloudFrontResponseEvent } from 'aws-lambda';
import {
  createNotFoundHandler,
  fallbackBody,
  handler as deployedHandler,
  notFoundPage,
} from '../../../infra/edge/not-found';
import { redirectBody, redirectHeader } from '../../../infra/edge/redirect';

const pageHtml = '<!doctype html><html><head><title>Page not found | Content Co-Pilot</title></head></html>';

/** An origin-response event as CloudFront sends it for the S3 behaviour. */
function originResponse(uri: string, status: string, domain = 'd111111abcdef8.cloudfront.net') {
  return {
    Records: [
      {
        cf: {
          config: {
            distributionDomainName: domain,
            distributionId: 'EDFDVBD6EXAMPLE',
            eventType: 'origin-response',
            requestId: 'test-request',
          },
          request: { clientIp: '203.0.113.178', headers: {}, method: 'GET', querystring: '', uri },
          response: {
            status,
            statusDescription: status === '200' ? 'OK' : 'Forbidden',
            headers: {
              'content-type': [{ key: 'Content-Type', value: 'application/xml' }],
              'x-amz-request-id': [{ key: 'x-amz-request-id', value: 'EXAMPLE' }],
            },
          },
        },
      },
    ],
  } as unknown as CloudFrontResponseEvent;
}

describe('not-found origin-response function', () => {
  let server: Server;
  let base: string;
  const requested: string[] = [];
  let pageStatus = 200;

  beforeAll(async () => {
    // Stands in for the distribution: serves /404.html like CloudFront would.
    server = createServer((req, res) => {
      requested.push(req.url ?? '');
      if (req.url === notFoundPage && pageStatus === 200) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pageHtml);
      } else {
        res.writeHead(pageStatus === 200 ? 404 : pageStatus).end('no');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    requested.length = 0;
    pageStatus = 200;
  });

  const domains: string[] = [];
  const handler = createNotFoundHandler({
    origin: (domain) => {
      domains.push(domain);
      return base;
    },
    timeoutMs: 2000,
  });

  it.each(['403', '404'])(
    'answers S3 %s with status 404 and the 404 page, cached five minutes',
    async (status) => {
      const answer = await handler(originResponse('/no-such-page/index.html', status));
      expect(answer).toEqual({
        status: '404',
        statusDescription: 'Not Found',
        headers: {
          'content-type': [{ key: 'Content-Type', value: 'text/html; charset=utf-8' }],
          'cache-control': [{ key: 'Cache-Control', value: 'public, max-age=300' }],
        },
        body: pageHtml,
      });
      expect(requested).toEqual(['/404.html']);
      expect(domains.at(-1)).toBe('d111111abcdef8.cloudfront.net');
    },
  );

  it('passes every other answer through untouched, without fetching anything', async () => {
    for (const status of ['200', '304', '500', '503']) {
      const event = originResponse('/blog/a-post/index.html', status);
      const original = event.Records[0]!.cf.response;
      expect(await handler(event)).toBe(original);
    }
    expect(requested).toEqual([]);
  });

  it("answers a stored redirect object (a post's id address) with a 301 to the path its metadata names", async () => {
    const event = originResponse('/blog/0b7c3a52-4f7e-4d39-9a7e-0f6d2b1c9e11/index.html', '200');
    event.Records[0]!.cf.response.headers[redirectHeader] = [
      { key: 'x-amz-meta-redirect-location', value: '/blog/launch-day-checklist' },
    ];
    expect(await handler(event)).toEqual({
      status: '301',
      statusDescription: 'Moved Permanently',
      headers: {
        location: [{ key: 'Location', value: '/blog/launch-day-checklist' }],
        'cache-control': [{ key: 'Cache-Control', value: 'public, max-age=300' }],
      },
    });
    expect(requested).toEqual([]);
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/blog/a\r\nSet-Cookie: x=1', 'blog/relative'])(
    'never redirects to %j: only a path on this site',
    async (location) => {
      const event = originResponse('/blog/x/index.html', '200');
      event.Records[0]!.cf.response.headers[redirectHeader] = [{ key: redirectHeader, value: location }];
      expect(await handler(event)).toBe(event.Records[0]!.cf.response);
      expect(() => redirectBody(location)).toThrow('Not a path on this site');
    },
  );

  it('never rewrites the request for the 404 page itself (no loop when it is missing)', async () => {
    const event = originResponse('/404.html', '403');
    expect(await handler(event)).toBe(event.Records[0]!.cf.response);
    expect(requested).toEqual([]);
  });

  it('still answers 404, with a short page, when the 404 page cannot be fetched', async () => {
    pageStatus = 500;
    const answer = await handler(originResponse('/tools/missing/index.html', '403'));
    expect(answer).toMatchObject({ status: '404', body: fallbackBody });
    expect(fallbackBody).toContain('<title>Page not found</title>');
    expect(requested).toEqual(['/404.html']);
  });

  it('gives up on a 404 page that does not answer in time', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    const slow = createNotFoundHandler({ origin: () => `http://127.0.0.1:${port}`, timeoutMs: 200 });
    const started = Date.now();
    const answer = await slow(originResponse('/x/index.html', '404'));
    expect(answer).toMatchObject({ status: '404', body: fallbackBody });
    expect(Date.now() - started).toBeLessThan(1500);
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('deployed, fetches the page over HTTPS from the distribution domain of the event', async () => {
    // A loopback socket stands in for the domain: the first byte a client sends is 0x16 for a TLS handshake.
    const firstBytes: number[] = [];
    const tcp = createTcpServer((socket) => {
      socket.once('data', (chunk: Buffer) => {
        firstBytes.push(chunk[0]!);
        socket.destroy();
      });
    });
    await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
    const domain = `127.0.0.1:${(tcp.address() as AddressInfo).port}`;
    const answer = await deployedHandler(originResponse('/x/index.html', '403', domain));
    await new Promise((resolve) => tcp.close(resolve));
    expect(firstBytes).toEqual([0x16]);
    expect(answer).toMatchObject({ status: '404', body: fallbackBody });
  });
});
