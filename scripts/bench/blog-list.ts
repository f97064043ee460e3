/**
 * `npm run bench:blog`: DynamoDB calls and latency of the blog routes on a local store holding 1,000
 * published posts with every field at its longest. Prints figures; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { documentClientFor, dynamoClient } from '../../lambdas/shared/dynamo';
import { PostsRepository } from '../../lambdas/shared/repositories/posts-repository';
import { loadLocalConfig, repoRoot } from '../local/config';
import { startLocalStack } from '../local/stack';
import { longestPost, savePosts } from './sample-posts';

const POSTS = 1000;
const RUNS = 50;
const dataDir = mkdtempSync(join(tmpdir(), 'copilot-bench-'));
const config = loadLocalConfig({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'SILENT' });
const stack = await startLocalStack({ root: repoRoot(), config, log: false });
const posts = Array.from({ length: POSTS }, (_, n) => longestPost(n));
await savePosts(
  new PostsRepository(documentClientFor(stack.store.client), stack.store.tableNames.posts!),
  posts,
);

let calls = 0;
// The handlers run in this process and share the module-level client: count what they send.
dynamoClient().middlewareStack.add((next) => (args) => (calls++, next(args)), { step: 'initialize' });

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
    `${label.padEnd(28)} ${String(calls / RUNS).padStart(5)} calls  p50 ${ms(percentile(times, 0.5))}  p95 ${ms(percentile(times, 0.95))}`,
  );
}

console.log(`${POSTS} published posts, ${RUNS} sequential requests each (after 5 warm-ups)\n`);
console.log(`${'request'.padEnd(28)} DynamoDB calls/request  latency`);
for (const page of [1, 2, 72, 143])
  await measure(`GET /api/blog-posts?page=${page}`, `/api/blog-posts?page=${page}`);
await measure('GET /api/blog-posts/{slug}', `/api/blog-posts/${posts[500]!.slug}`);
await measure('GET /api/blog-posts/{uuid}', `/api/blog-posts/${posts[500]!.id}`);
await stack.close();
rmSync(dataDir, { recursive: true, force: true });
