import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { createServer as createTlsServer } from 'node:tls';
import { gzipSync, createGzip } from 'node:zlib';
import {
  DEFAULT_FETCH_LIMITS,
  fetchPage,
  type FetchPageOptions,
} from '../../lambdas/shared/fetch/fetch-page';
import { PageFetchError, pageFetchMessages, type PageFetchReason } from '../../lambdas/shared/http/errors';
import { html, startPageServer, type PageServer } from '../../scripts/fakes/page-server';

const PAGE =
  '<!doctype html><html lang="en"><head><title>Fresh bread</title></head><body><h1>Hi</h1></body></html>';

let site: PageServer;
let trap: PageServer;

beforeAll(async () => {
  site = await startPageServer({ '/': html(PAGE) });
  trap = await startPageServer({ '/': html('<h1>internal</h1>') });
});
afterAll(async () => {
  await site.close();
  await trap.close();
});

/** The site is reachable through the allowlist; the trap is not, but its port counts as a web port. */
const local = (extra: FetchPageOptions = {}): FetchPageOptions => ({
  allow: [site.hostPort],
  ports: [80, 443, trap.port],
  ...extra,
});

async function refusal(promise: Promise<unknown>): Promise<PageFetchError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PageFetchError);
  return err as PageFetchError;
}

async function expectReason(promise: Promise<unknown>, reason: PageFetchReason) {
  const err = await refusal(promise);
  expect({ reason: err.reason, status: err.status, message: err.message }).toEqual({
    reason,
    status: 422,
    message: pageFetchMessages[reason],
  });
}

describe('a public-looking page on an allowlisted local server', () => {
  it('is fetched and decoded, naming the product in the User-Agent and sending no cookies', async () => {
    const page = await fetchPage(`${site.origin}/`, local());
    expect(page).toMatchObject({ url: `${site.origin}/`, html: PAGE, charset: 'utf-8', truncated: false });
    const sent = site.requests.at(-1)!.headers;
    expect(sent['user-agent']).toMatch(/^ContentCoPilot\/1\.0/);
    expect(sent.cookie).toBeUndefined();
  });

  it('decodes a gzip body and a charset declared only in a meta tag', async () => {
    const latin = Buffer.concat([
      Buffer.from('<html><head><meta charset="windows-1252"><title>Caf'),
      Buffer.from([0xe9]),
      Buffer.from('</title></head></html>'),
    ]);
    site.route('/latin', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.end(gzipSync(latin));
    });
    const page = await fetchPage(`${site.origin}/latin`, local());
    expect(page.html).toContain('<title>Café</title>');
    expect(page.charset).toBe('windows-1252');
  });

  it('follows up to five redirects, each re-checked, and refuses a sixth', async () => {
    for (let hop = 0; hop < 6; hop++)
      site.route(`/hop${hop}`, (_req, res) =>
        res.writeHead(302, { location: hop === 5 ? '/' : `/hop${hop + 1}`, 'set-cookie': 'id=1' }).end(),
      );
    const page = await fetchPage(`${site.origin}/hop1`, local());
    expect(page.url).toBe(`${site.origin}/`);
    expect(site.requests.at(-1)!.headers.cookie).toBeUndefined();
    await expectReason(fetchPage(`${site.origin}/hop0`, local()), 'redirects');
  });

  it('reaches a host name through the injected resolver and dials the address it checked', async () => {
    const asked: string[] = [];
    const resolve = async (name: string) => {
      asked.push(name);
      return ['127.0.0.1'];
    };
    const page = await fetchPage(`http://bakery.test:${site.port}/`, {
      resolve,
      allow: [`bakery.test:${site.port}`],
    });
    expect(page.html).toBe(PAGE);
    expect(asked).toEqual(['bakery.test']);
    expect(site.requests.at(-1)!.headers.host).toBe(`bakery.test:${site.port}`);
  });
});

describe('TLS to a pinned address', () => {
  it('names the host (SNI) while dialling the checked address, and refuses a certificate it cannot verify', async () => {
    const named: string[] = [];
    const server = createTlsServer({
      SNICallback: (name, done) => {
        named.push(name);
        done(new Error('no certificate here'));
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const resolve = async () => ['127.0.0.1'];
      await expectReason(
        fetchPage(`https://bakery.test:${port}/`, { resolve, allow: [`bakery.test:${port}`] }),
        'unreachable',
      );
      expect(named).toEqual(['bakery.test']);
    } finally {
      server.close();
    }
  });
});

describe('addresses that are not public websites', () => {
  it.each([301, 302, 307, 308])(
    'a %i redirect to a loopback address is refused before dialling',
    async (status) => {
      site.route(`/to-loopback-${status}`, (_req, res) =>
        res.writeHead(status, { location: `http://127.0.0.1:${trap.port}/` }).end(),
      );
      await expectReason(fetchPage(`${site.origin}/to-loopback-${status}`, local()), 'refused');
      expect(trap.accepts).toBe(0);
    },
  );

  it.each([
    'http://127.0.0.1:PORT/',
    'http://0x7f.1:PORT/',
    'http://2130706433:PORT/',
    'http://0177.0.0.1:PORT/',
    'http://127.1:PORT/',
    'http://[::ffff:127.0.0.1]:PORT/',
    'http://[::ffff:7f00:1]:PORT/',
    'http://[::1]:PORT/',
    'http://[::127.0.0.1]:PORT/',
    'http://localhost:PORT/',
    'http://LOCALHOST:PORT/admin',
  ])('%s is refused with no connection reaching the loopback listener', async (template) => {
    await expectReason(fetchPage(template.replace('PORT', String(trap.port)), local()), 'refused');
    expect(trap.accepts).toBe(0);
  });

  it.each([
    ['127.0.0.1'],
    ['10.0.0.8'],
    ['169.254.169.254'],
    ['::ffff:192.168.1.1'],
    ['fd00::1'],
    ['93.184.216.34', '10.1.2.3'],
    ['2606:2800:220:1:248:1893:25c8:1946', '::1'],
  ])('a name resolving to %s (among others) is refused', async (...addresses) => {
    const resolve = async () => addresses;
    await expectReason(fetchPage(`http://rebind.test:${trap.port}/`, local({ resolve })), 'refused');
    expect(trap.accepts).toBe(0);
  });

  it('a name that does not resolve is unreachable', async () => {
    const resolve = async () => {
      throw Object.assign(new Error('queryA ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    await expectReason(fetchPage('https://nowhere.test/', { resolve }), 'unreachable');
  });

  it('the loopback address itself is refused on the standard ports, allowlist or not for other ports', async () => {
    await expectReason(fetchPage(`http://127.0.0.1:${trap.port}/`), 'refused');
    await expectReason(fetchPage('http://127.0.0.1/', local()), 'refused');
    expect(trap.accepts).toBe(0);
  });

  it.each([
    ['ftp://example.com/', 'invalid_url'],
    ['file:///etc/passwd', 'invalid_url'],
    ['not a url', 'invalid_url'],
    ['https://user:secret@example.com/', 'refused'],
    ['https://example.com:8443/', 'refused'],
  ] as const)('%s is refused as %s without any lookup', async (url, reason) => {
    const resolve = jest.fn(async () => ['93.184.216.34']);
    await expectReason(fetchPage(url, { resolve }), reason);
    expect(resolve).not.toHaveBeenCalled();
  });
});

describe('answers that are not a page to read', () => {
  it.each(['application/json', 'image/png', 'text/plain'])('%s is refused as not HTML', async (type) => {
    site.route('/typed', (_req, res) => res.writeHead(200, { 'content-type': type }).end('{}'));
    await expectReason(fetchPage(`${site.origin}/typed`, local()), 'not_html');
  });

  it('another text type is read when the caller asks for it (robots.txt)', async () => {
    site.route('/robots.txt', (_req, res) =>
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('User-agent: *\nDisallow: /'),
    );
    const robots = await fetchPage(`${site.origin}/robots.txt`, local({ mediaTypes: ['text/plain'] }));
    expect(robots).toMatchObject({ mediaType: 'text/plain', html: 'User-agent: *\nDisallow: /' });
    expect(site.requests.at(-1)!.headers.accept).toBe('text/plain');
  });

  it('an error status is refused', async () => {
    await expectReason(fetchPage(`${site.origin}/missing`, local()), 'http_error');
  });

  it('an endless body is cut at the size cap and the connection closed', async () => {
    let closed = false;
    site.route('/endless', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const pump = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', pump);
      };
      res.on('close', () => (closed = true));
      pump();
    });
    const started = performance.now();
    const page = await fetchPage(`${site.origin}/endless`, local());
    expect(page.bytes).toBe(DEFAULT_FETCH_LIMITS.maxBytes);
    expect(page.truncated).toBe(true);
    expect(performance.now() - started).toBeLessThan(DEFAULT_FETCH_LIMITS.totalMs);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closed).toBe(true);
  });

  it('a compressed body is capped after decompression (a gzip bomb stops at 2 MB)', async () => {
    site.route('/bomb', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      const gzip = createGzip();
      gzip.pipe(res);
      const zeros = Buffer.alloc(1024 * 1024);
      const pump = () => {
        while (!res.destroyed && gzip.write(zeros));
        if (!res.destroyed) gzip.once('drain', pump);
      };
      res.on('close', () => gzip.destroy());
      pump();
    });
    const page = await fetchPage(`${site.origin}/bomb`, local());
    expect(page.bytes).toBe(DEFAULT_FETCH_LIMITS.maxBytes);
    expect(page.truncated).toBe(true);
  });

  it('a slow drip is stopped at the time limit', async () => {
    site.route('/drip', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const timer = setInterval(() => res.write('.'), 100);
      res.on('close', () => clearInterval(timer));
    });
    const started = performance.now();
    await expectReason(fetchPage(`${site.origin}/drip`, local({ limits: { totalMs: 500 } })), 'timeout');
    expect(performance.now() - started).toBeLessThan(1500); // 3× the limit, for a loaded machine
  });

  it('a server that never answers is stopped at the time limit', async () => {
    site.route('/silent', () => undefined);
    const started = performance.now();
    await expectReason(fetchPage(`${site.origin}/silent`, local({ limits: { totalMs: 400 } })), 'timeout');
    expect(performance.now() - started).toBeLessThan(1200); // 3× the limit
  });

  it('the default limits are 8 s in all, 3 s to connect, 2 MB and 5 redirects', () => {
    expect(DEFAULT_FETCH_LIMITS).toEqual({
      totalMs: 8000,
      connectMs: 3000,
      maxBytes: 2 * 1024 * 1024,
      maxRedirects: 5,
    });
  });
});

describe('the HTTP exchange itself', () => {
  it('sends exactly the host, user agent, accept headers and a connection close, one request per connection', async () => {
    const before = site.accepts;
    await fetchPage(`${site.origin}/`, local());
    const sent = site.requests.at(-1)!;
    expect(sent.httpVersion).toBe('1.1');
    expect(Object.keys(sent.headers).sort()).toEqual([
      'accept',
      'accept-encoding',
      'connection',
      'host',
      'user-agent',
    ]);
    expect(sent.headers).toMatchObject({
      host: site.hostPort,
      accept: 'text/html,application/xhtml+xml',
      'accept-encoding': 'gzip, deflate, br',
      connection: 'close',
    });
    expect(site.accepts).toBe(before + 1);
  });

  it('refuses an answer whose headers exceed the parser’s limit as unreachable', async () => {
    site.route('/huge-headers', (_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html', 'x-pad': 'p'.repeat(64 * 1024) }).end('<p>hi</p>'),
    );
    await expectReason(fetchPage(`${site.origin}/huge-headers`, local()), 'unreachable');
  });
});

describe('connection limits', () => {
  /** A TCP listener that accepts and then says nothing: a TLS handshake with it never completes. */
  async function mute() {
    const sockets: Socket[] = [];
    let closed = 0;
    const server = createTcpServer((socket) => {
      sockets.push(socket);
      // Reads what the client sends (its TLS hello) and answers nothing.
      socket.resume().on('close', () => closed++);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      port,
      sockets,
      get closed() {
        return closed;
      },
      close: () => {
        for (const socket of sockets) socket.destroy();
        server.close();
      },
    };
  }

  it('a TLS handshake that never completes is stopped at the connect limit and its socket closed', async () => {
    const server = await mute();
    try {
      const started = performance.now();
      await expectReason(
        fetchPage(`https://bakery.test:${server.port}/`, {
          resolve: async () => ['127.0.0.1'],
          allow: [`bakery.test:${server.port}`],
          limits: { connectMs: 300, totalMs: 5000 },
        }),
        'timeout',
      );
      expect(performance.now() - started).toBeLessThan(1000);
      expect(server.sockets).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(server.closed).toBe(1);
    } finally {
      server.close();
    }
  });

  it('a resolver that never answers is stopped at the connect limit', async () => {
    const started = performance.now();
    await expectReason(
      fetchPage('https://slow-dns.test/', {
        resolve: () => new Promise<never>(() => undefined),
        limits: { connectMs: 300 },
      }),
      'timeout',
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('the overall limit stops a fetch still resolving, before the connect limit', async () => {
    const started = performance.now();
    await expectReason(
      fetchPage('https://slow-dns.test/', {
        resolve: () => new Promise<never>(() => undefined),
        limits: { connectMs: 5000, totalMs: 300 },
      }),
      'timeout',
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
