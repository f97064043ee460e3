/**
 * `npm run bench:blog [posts]`: DynamoDB calls (counted at the dynalite server) and latency of the blog routes
 * on a local store holding 10,000 published posts (or `posts`) with every field at its longest. The archive
 * is written straight into dynalite with the repositories' item builders in BatchWrite calls, then numbered
 * into list pages as the admin CLI does. Prints figures; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pagesOf } from '../../lambdas/blog-posts/service';
import { BLOG_PAGE_SIZE } from '../../lambdas/shared/contracts/blog';
import { documentClientFor } from '../../lambdas/shared/dynamo';
import { PostsRepository } from '../../lambdas/shared/repositories/posts-repository';
import { loadLocalConfig, repoRoot } from '../local/config';
import { startLocalStack } from '../local/stack';
import { longestPost, writeArchive } from './sample-posts';

const POSTS = Number(process.argv[2] ?? 10_000);
const RUNS = 50;
const dataDir = mkdtempSync(join(tmpdir(), 'copilot-bench-'));
const config = loadLocalConfig({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'SILENT' });
const stack = await startLocalStack({ root: repoRoot(), config, log: false });
const posts = Array.from({ length: POSTS }, (_, n) => longestPost(n));
const db = documentClientFor(stack.store.client);
const table = stack.store.tableNames.posts!;
await writeArchive(db, table, posts);
await new PostsRepository(db, table).renumberPages(BLOG_PAGE_SIZE);

let calls = 0;
// Every request the dynalite server answers, whoever sent it.
stack.store.server.on('request', () => calls++);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function measure(label: string, path: string) {
  for (let i = 0; i < 5; i++) await (await fetch(`${stack.url}${path}`)).arrayBuffer();
  const times: number[] = [];
  calls = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const res = await fetch(`${stack.url}${path}`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  }
  times.sort((a, b) => a - b);
  const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);
  console.log(
    `${label.padEnd(40)} ${String(calls / RUNS).padStart(5)} calls  p50 ${ms(percentile(times, 0.5))}  p95 ${ms(percentile(times, 0.95))}`,
  );
}

const last = pagesOf(POSTS);
console.log(
  `${POSTS} published posts in ${last} list pages, ${RUNS} sequential requests each (after 5 warm-ups)`,
);
console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}\n`,
);
console.log(`${'request'.padEnd(40)} DynamoDB calls/request  latency`);
await measure('GET /api/blog-posts (newest page)', '/api/blog-posts');
await measure(
  `GET /api/blog-posts?page=${Math.ceil(last / 2)} (middle)`,
  `/api/blog-posts?page=${Math.ceil(last / 2)}`,
);
await measure('GET /api/blog-posts?page=1 (oldest)', '/api/blog-posts?page=1');
await measure('GET /api/blog-posts/{slug}', `/api/blog-posts/${posts[POSTS >> 1]!.slug}`);
await measure('GET /api/blog-posts/{uuid}', `/api/blog-posts/${posts[POSTS >> 1]!.id}`);
console.log(
  `\nload average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`,
);
await stack.close();
rmSync(dataDir, { recursive: true, force: true });
