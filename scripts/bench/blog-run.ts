/**
 * The set-up and measuring of `npm run bench:blog`, apart from its printing so a unit test can run it small: a
 * local stack whose store holds `posts` published posts with every field at its longest, numbered into list
 * pages as the admin CLI does, and a timer of a route that counts the DynamoDB calls each request makes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BLOG_PAGE_SIZE } from '../../lambdas/shared/contracts/blog';
import { documentClientFor } from '../../lambdas/shared/dynamo';
import { PostsRepository } from '../../lambdas/shared/repositories/posts-repository';
import { loadLocalConfig, repoRoot } from '../local/config';
import { startLocalStack } from '../local/stack';
import { longestPost, writeArchive } from './sample-posts';

/** One route measured: DynamoDB calls per request and each request's milliseconds, sorted. */
export interface RouteFigures {
  callsPerRequest: number;
  times: number[];
}

/** Starts the stack with the archive written; `measure` times `runs` requests after 5 warm-ups. */
export async function startBlogBench(posts: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'copilot-bench-'));
  const config = loadLocalConfig({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'SILENT' });
  const stack = await startLocalStack({ root: repoRoot(), config, log: false });
  const archive = Array.from({ length: posts }, (_, n) => longestPost(n));
  const db = documentClientFor(stack.store.client);
  const table = stack.store.tableNames.posts!;
  await writeArchive(db, table, archive);
  await new PostsRepository(db, table).renumberPages(BLOG_PAGE_SIZE);
  let calls = 0;
  // Every request the dynalite server answers, whoever sent it.
  stack.store.server.on('request', () => calls++);
  return {
    archive,
    async measure(path: string, runs: number): Promise<RouteFigures> {
      for (let i = 0; i < 5; i++) await (await fetch(`${stack.url}${path}`)).arrayBuffer();
      const times: number[] = [];
      calls = 0;
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        const res = await fetch(`${stack.url}${path}`);
        await res.arrayBuffer();
        times.push(performance.now() - started);
        if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      }
      return { callsPerRequest: calls / runs, times: times.sort((a, b) => a - b) };
    },
    async close() {
      await stack.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
