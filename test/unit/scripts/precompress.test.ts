import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDir } from '../../../scripts/site/precompress';

/** Text that compresses well and is over 1 KB. */
const text = (label: string, bytes = 4000) =>
  `${label}: ${'the quick brown fox jumps over the lazy dog. '.repeat(bytes / 45)}`;

describe('precompressDir', () => {
  let dir: string;
  const write = (path: string, content: string | Buffer) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  };
  const has = (path: string) => existsSync(join(dir, path));

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip twins that decompress to the file, for every text type over 1 KB', async () => {
    const files = {
      'index.html': text('home'),
      'assets/index-abc.js': text('script'),
      'assets/index-abc.css': text('style'),
      'favicon.svg': text('svg'),
      'sitemap.xml': text('sitemap'),
      'robots.txt': text('robots'),
      'blog/a-post/index.html': text('post'),
      'data.json': text('json'),
    };
    for (const [path, content] of Object.entries(files)) write(path, content);
    expect(await precompressDir(dir)).toBe(Object.keys(files).length);
    for (const [path, content] of Object.entries(files)) {
      const br = readFileSync(join(dir, `${path}.br`));
      const gz = readFileSync(join(dir, `${path}.gz`));
      expect(brotliDecompressSync(br).toString()).toBe(content);
      expect(gunzipSync(gz).toString()).toBe(content);
      expect(br.length).toBeLessThan(content.length / 4);
      expect(br.length).toBeLessThanOrEqual(gz.length);
    }
  });

  it('compresses at the highest levels: brotli 11 and gzip 9', async () => {
    const content =
      text('levels', 60_000) + Array.from({ length: 2000 }, (_, i) => `<li>${i * 7919}</li>`).join('');
    write('page.html', content);
    await precompressDir(dir);
    const { brotliCompressSync, gzipSync, constants } = await import('node:zlib');
    const gz = readFileSync(join(dir, 'page.html.gz'));
    const br = readFileSync(join(dir, 'page.html.br'));
    expect(gz.length).toBeLessThan(gzipSync(content, { level: 6 }).length);
    expect(br.length).toBeLessThan(
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }).length,
    );
  });

  it('leaves small files, binary types and dot entries (.vite, .site.json) alone', async () => {
    write('tiny.js', 'console.log(1)');
    write('exactly.css', 'a'.repeat(1024));
    write('social.png', Buffer.alloc(5000, 7));
    write('font.woff2', Buffer.alloc(5000, 3));
    write('.site.json', text('site'));
    write('.vite/manifest.json', text('manifest'));
    expect(await precompressDir(dir)).toBe(0);
    for (const path of [
      'tiny.js',
      'exactly.css',
      'social.png',
      'font.woff2',
      '.site.json',
      '.vite/manifest.json',
    ]) {
      expect(has(`${path}.br`)).toBe(false);
      expect(has(`${path}.gz`)).toBe(false);
    }
  });

  it('rewrites twins of a changed file, drops twins whose file went away or shrank, and keeps real archives', async () => {
    write('blog/index.html', text('first'));
    write('blog/old-post/index.html', text('old'));
    write('rss.xml', text('feed'));
    write('downloads/archive.tar.gz', Buffer.from([0x1f, 0x8b, 1, 2, 3]));
    expect(await precompressDir(dir)).toBe(3);

    write('blog/index.html', text('second'));
    rmSync(join(dir, 'blog/old-post/index.html'));
    write('rss.xml', '<rss/>');
    expect(await precompressDir(dir)).toBe(1);

    expect(brotliDecompressSync(readFileSync(join(dir, 'blog/index.html.br'))).toString()).toBe(
      text('second'),
    );
    expect(gunzipSync(readFileSync(join(dir, 'blog/index.html.gz'))).toString()).toBe(text('second'));
    for (const stale of ['blog/old-post/index.html', 'rss.xml']) {
      expect(has(`${stale}.br`)).toBe(false);
      expect(has(`${stale}.gz`)).toBe(false);
    }
    expect(has('downloads/archive.tar.gz')).toBe(true);
  });

  it('answers 0 for an empty folder', async () => {
    expect(await precompressDir(dir)).toBe(0);
  });
});
