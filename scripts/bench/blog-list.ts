/**
 * `npm run bench:blog [posts]`: DynamoDB calls (counted at the dynalite server) and latency of the blog routes
 * on a local store holding 10,000 published posts (or `posts`) with every field at its longest. The archive
 * is written straight into dynalite with the repositories' item builders in BatchWrite calls, then numbered
 * into list pages as the admin CLI does (blog-run.ts). Prints figures; asserts nothing.
 */
import { loadavg } from 'node:os';
import { pagesOf } from '../../lambdas/blog-posts/service';
import { startBlogBench } from './blog-run';

const POSTS = Number(process.argv[2] ?? 10_000);
const RUNS = 50;
const bench = await startBlogBench(POSTS);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

async function measure(label: string, path: string) {
  const { callsPerRequest, times } = await bench.measure(path, RUNS);
  const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);
  console.log(
    `${label.padEnd(40)} ${String(callsPerRequest).padStart(5)} calls  p50 ${ms(percentile(times, 0.5))}  p95 ${ms(percentile(times, 0.95))}`,
  );
}

const last = pagesOf(POSTS);
const middle = bench.archive[POSTS >> 1]!;
console.log(
  `${POSTS} published posts in ${last} list pages, ${RUNS} sequential requests each (after 5 warm-ups)`,
);
console.log(`load average ${load()}\n`);
console.log(`${'request'.padEnd(40)} DynamoDB calls/request  latency`);
try {
  await measure('GET /api/blog-posts (newest page)', '/api/blog-posts');
  await measure(
    `GET /api/blog-posts?page=${Math.ceil(last / 2)} (middle)`,
    `/api/blog-posts?page=${Math.ceil(last / 2)}`,
  );
  await measure('GET /api/blog-posts?page=1 (oldest)', '/api/blog-posts?page=1');
  await measure('GET /api/blog-posts/{slug}', `/api/blog-posts/${middle.slug}`);
  await measure('GET /api/blog-posts/{uuid}', `/api/blog-posts/${middle.id}`);
  console.log(`\nload average ${load()}`);
} finally {
  await bench.close();
}
