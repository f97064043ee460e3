import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startLocalServer, type LocalServer } from '../../scripts/local/server';
import { siteOrigin } from '../../scripts/local/site-origin';

const write = (dir: string, key: string, body: string | Buffer) => {
  mkdirSync(dirname(join(dir, key)), { recursive: true });
  writeFileSync(join(dir, key), body);
};

/** A raw GET: fetch would decode the body and hide Content-Encoding handling. */
function raw(url: string, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((done, fail) => {
    const req = request(`${url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.once('error', fail);
    req.end();
  });
}

const bigText = 'The quick brown fox jumps over the lazy dog. '.repeat(100);

describe('the local site origin', () => {
  let base: string;
  let editor: string;
  let dist: string;
  let server: LocalServer;

  beforeAll(async () => {
    base = mkdtempSync(join(tmpdir(), 'copilot-origin-'));
    editor = join(base, 'data/site');
    dist = join(base, 'dist');
    write(dist, 'index.html', '<h1>Home</h1>');
    write(dist, '404.html', '<h1>Page not found</h1>');
    write(dist, 'blog/index.html', '<h1>Old blog from the build</h1>');
    write(editor, 'blog/index.html', '<h1>Newest blog page</h1>');
    write(editor, 'blog/page/1/index.html', '<h1>Blog page 1</h1>');
    write(editor, 'blog/page/2/index.html', '<h1>Blog page 2</h1>');
    write(dist, 'content-brief/index.html', '<h1>Content brief</h1>');
    write(dist, 'assets/app-abc123.js', `console.log(${JSON.stringify(bigText)});`);
    write(dist, 'assets/app-abc123.js.br', brotliCompressSync('/* precompressed br */'));
    write(dist, 'assets/app-abc123.js.gz', gzipSync('/* precompressed gz */'));
    write(dist, 'robots.txt', bigText);
    write(base, 'secret.txt', 'outside the layers');
    write(dist, '.site.json', '{}');
    server = await startLocalServer({
      root: process.cwd(),
      port: 0,
      log: false,
      web: siteOrigin({ root: process.cwd(), editorDir: editor, distDir: dist }),
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(base, { recursive: true, force: true });
  });

  it('serves a key from the editor layer before the build layer', async () => {
    const res = await fetch(`${server.url}/blog`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(await res.text()).toBe('<h1>Newest blog page</h1>');
  });

  it('maps page paths to their index.html as the viewer-request function does', async () => {
    for (const path of ['/content-brief', '/content-brief/']) {
      expect(await (await fetch(`${server.url}${path}`)).text()).toBe('<h1>Content brief</h1>');
    }
    expect(await (await fetch(`${server.url}/`)).text()).toBe('<h1>Home</h1>');
    expect(await (await fetch(`${server.url}/blog?page=2`)).text()).toBe('<h1>Blog page 2</h1>');
    expect(await (await fetch(`${server.url}/blog?page=1`)).text()).toBe('<h1>Blog page 1</h1>');
  });

  it('answers a missing page or file with 404 and the 404 page, revalidated', async () => {
    for (const path of ['/no-such-page', '/blog?page=3', '/missing.png', '/tools/gone']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      expect(await res.text()).toBe('<h1>Page not found</h1>');
    }
  });

  it('leaves API 404s as JSON', async () => {
    const res = await fetch(`${server.url}/api/no-such-route`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual(expect.objectContaining({ error: expect.any(String) }));
  });

  it('serves precompressed siblings by preference: brotli, then gzip, else the plain file', async () => {
    const br = await raw(server.url, '/assets/app-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe('/* precompressed br */');

    const gz = await raw(server.url, '/assets/app-abc123.js', { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe('/* precompressed gz */');

    const plain = await raw(server.url, '/assets/app-abc123.js', { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('quick brown fox');
  });

  it('compresses text on the fly when there is no sibling, and leaves small files alone', async () => {
    const br = await raw(server.url, '/robots.txt', { 'Accept-Encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(bigText);
    const gz = await raw(server.url, '/robots.txt', { 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(gz.body).toString()).toBe(bigText);
    const small = await raw(server.url, '/', { 'Accept-Encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('<h1>Home</h1>');
  });

  it('answers 304 to a matching ETag and headers without a body to HEAD', async () => {
    const first = await fetch(`${server.url}/content-brief`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await fetch(`${server.url}/content-brief`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    const head = await raw(server.url, '/content-brief', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String('<h1>Content brief</h1>'.length));
    expect(head.body.length).toBe(0);
  });

  it('refuses paths that would leave the layer folders', async () => {
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/blog/..%2f..%2f..%2fsecret.txt',
      '/.site.json',
    ]) {
      const res = await raw(server.url, path);
      expect(res.status).toBe(404);
      expect(res.body.toString()).toBe('<h1>Page not found</h1>');
    }
  });
});
