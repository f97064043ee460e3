import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { blogTopicBody } from '../support/blog-topic-fixtures';
import { briefBody } from '../support/brief-fixtures';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Runs a start script on a free port with its own data folder, until it says the site is running. */
async function launch(script: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'copilot-start-'));
  // Node with tsx's loader, not the tsx CLI: the CLI relays Ctrl-C to its child and, when the child has not
  // answered within 30 ms (a loaded machine), kills it and exits 130, which is tsx's doing, not our shutdown's.
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run = { port, dataDir, child, output: '' };
  child.stderr.on('data', (chunk: Buffer) => (run.output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      run.output += chunk.toString();
      if (run.output.includes('is running at')) resolve();
    });
    child.once('exit', () => reject(new Error(`${script} exited early:\n${run.output}`)));
  });
  return { port, dataDir, child, exited, output: () => run.output };
}

describe('npm start', () => {
  it('serves the SPA and the API on one port, then stops cleanly on Ctrl-C', async () => {
    const { port, dataDir, child, exited, output } = await launch('scripts/start.ts');
    try {
      expect(output()).toContain(`http://localhost:${port}`);
      const page = await fetch(`http://127.0.0.1:${port}/privacy-policy`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toMatch(/<h1[^>]*>Privacy Policy</);
      // Built for localhost:3000, served on another port: every address the site names is this one.
      const site = `http://localhost:${port}`;
      expect(html).toContain(`<link data-head rel="canonical" href="${site}/privacy-policy">`);
      expect(html).not.toContain('localhost:3000');
      const named = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).text();
      expect(await named('/sitemap.xml')).toContain(`<loc>${site}/privacy-policy</loc>`);
      expect(await named('/rss.xml')).toContain(`<link>${site}/blog</link>`);
      expect(await named('/robots.txt')).toContain(`Sitemap: ${site}/sitemap.xml`);
      expect(await named('/blog')).toContain(`<link data-head rel="canonical" href="${site}/blog">`);
      for (const path of ['/sitemap.xml', '/rss.xml', '/robots.txt', '/blog', '/'])
        expect(await named(path)).not.toContain('localhost:3000');
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(await health.json()).toMatchObject({ ok: true, store: { kind: 'dynalite' } });
      const blog = await fetch(`http://127.0.0.1:${port}/api/blog-posts`);
      // The ten example posts: the newest of two pages shows the latest seven.
      const newest = (await blog.json()) as { posts: unknown[] };
      expect(newest).toMatchObject({ page: 2, pageSize: 7, newerPages: 0 });
      expect(newest.posts).toHaveLength(7);
      expect(existsSync(join(dataDir, 'store.lock'))).toBe(true);
      const mailbox = /read sent mail at http:\/\/localhost:(\d+)\//.exec(output())?.[1];
      expect(mailbox).toBeDefined();
      const sent = await fetch(`http://127.0.0.1:${mailbox}/store`);
      expect(await sent.json()).toMatchObject({ emails: [] });
    } finally {
      child.kill('SIGINT');
    }
    expect(await exited).toBe(0);
    expect(output()).toContain('SIGINT received, stopping');
    expect(existsSync(join(dataDir, 'store.lock'))).toBe(false);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('npm run start:fake-model generates through the real Bedrock SDK against the local fake: streamed text, structured answers and the errors asked for', async () => {
    const { port, dataDir, child, exited, output } = await launch('scripts/start-fake-model.ts');
    const api = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`http://127.0.0.1:${port}/functions/v1/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    try {
      expect(output()).toContain('fake:throttle');
      const brief = await api('content-brief', briefBody(), { Accept: 'application/x-ndjson' });
      const lines = (await brief.text())
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(lines.filter((line) => line.type === 'text').length).toBeGreaterThan(10);
      expect(lines.at(-1)).toMatchObject({ type: 'done', demo: false });
      const topics = await (await api('blog-topic-generator', blogTopicBody({ excludeTopics: '' }))).json();
      expect(topics).toMatchObject({ demo: false });
      expect(topics.ideas).toHaveLength(5);
      const throttled = await api(
        'blog-topic-generator',
        blogTopicBody({ industry: 'Candles fake:throttle' }),
      );
      expect(throttled.status).toBe(429);
      expect(await throttled.json()).toMatchObject({ code: 'model_throttled' });
    } finally {
      child.kill('SIGINT');
    }
    expect(await exited).toBe(0);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
});

describe('npm start with a bad setting (issue 48)', () => {
  it('refuses to start, naming every variable out of range in one line each, without a stack trace', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'copilot-start-'));
    const child = spawn('node_modules/.bin/tsx', ['scripts/start.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: dataDir,
        YOUTUBE_VISITOR_DAILY_KEYWORDS: '0',
        BEDROCK_TIMEOUT_MS: 'soon',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(output).toContain("The functions' settings are not valid:");
    expect(output).toMatch(/^ {2}YOUTUBE_VISITOR_DAILY_KEYWORDS: .+$/m);
    expect(output).toMatch(/^ {2}BEDROCK_TIMEOUT_MS: .+$/m);
    expect(output).not.toContain('is running at');
    expect(output).not.toMatch(/at \w+ \(/);
  });
});
