/**
 * The setup and runs of `npm run bench:publish` (publish.ts prints them; the suite runs them with tiny sizes):
 * an archive of published posts written straight into dynalite, a full `site render` and one
 * `posts add new.md --publish` through the admin CLI as an editor runs them, and Eleventy rendering the same
 * posts as Markdown files of a minimal Eleventy blog (scripts/bench/eleventy), each in its own process under
 * /usr/bin/time.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { tables } from '../../catalog/tables';
import { BLOG_PAGE_SIZE } from '../../lambdas/shared/contracts/blog';
import { documentClientFor } from '../../lambdas/shared/dynamo';
import { PostsRepository } from '../../lambdas/shared/repositories/posts-repository';
import { cachedPaths } from '../site/publish';
import { startLocalStore } from '../local/store';
import { articlePost, writeArchive } from './sample-posts';
import { runEleventy, snapshot, timed, type RunFigures } from './timed-run';

export type { RunFigures } from './timed-run';

/**
 * Loads `n` published article posts, post 1 the newest, and numbers them into list pages as the CLI leaves an
 * archive it built one publish at a time; returns the posts and that numbering's CPU seconds.
 */
async function loadArchive(dataDir: string, n: number) {
  const store = await startLocalStore({ dataDir, stage: 'local', tables });
  try {
    const posts = Array.from({ length: n }, (_, i) => articlePost(i + 1));
    const db = documentClientFor(store.client);
    await writeArchive(db, store.tableNames.posts!, posts);
    const started = process.cpuUsage();
    await new PostsRepository(db, store.tableNames.posts!).renumberPages(BLOG_PAGE_SIZE);
    const { user, system } = process.cpuUsage(started);
    return { posts, numbering: (user + system) / 1e6 };
  } finally {
    await store.close();
  }
}

/** Runs the admin CLI as `npm run admin` does (its launcher and bundle) and counts what it did to the site folder. */
function runAdmin(dataDir: string, args: string[]): RunFigures {
  const site = join(dataDir, 'site');
  const before = snapshot(site);
  const load = loadavg();
  const run = timed(['scripts/admin/launch.mjs', ...args], { DATA_DIR: dataDir });
  const after = snapshot(site);
  const changed = [...after].filter(([file, value]) => before.get(file) !== value).length;
  const removed = [...before.keys()].filter((file) => !after.has(file)).length;
  const keys = [...run.stdout.matchAll(/^site: (?:wrote|removed) \/(\S+)$/gm)].map((m) => m[1]!);
  return {
    cpu: run.cpu,
    wall: run.wall,
    written: keys.length,
    redirects: keys.filter((key) => /^blog\/[0-9a-f-]{36}\/index\.html$/.test(key)).length,
    invalidated: keys.flatMap(cachedPaths).length,
    changed: changed + removed,
    files: after.size,
    load,
  };
}

const NEW_POST = `---
title: A new post about newsletters
author: Maya Chen
category: Email Marketing
excerpt: The post this benchmark publishes on top of the archive.
date: 2026-01-15
---
${articlePost(0).content}
`;

export interface PublishBench {
  size: number;
  /** CPU seconds of the archive's first numbering (once per archive). */
  numbering: number;
  render: RunFigures;
  publish: RunFigures;
  eleventy: RunFigures;
  /** Our full render's CPU over Eleventy's. */
  ratio: number;
}

/** One archive of `size` posts: the full render, one publish on top of it, Eleventy on the same posts. */
export async function benchPublish(size: number): Promise<PublishBench> {
  // The launcher builds the CLI's bundle when a source is newer: now, so no timed run pays for bundling.
  timed(['scripts/admin/launch.mjs', '--help'], {});
  const dataDir = mkdtempSync(join(tmpdir(), 'copilot-bench-publish-'));
  try {
    const { posts, numbering } = await loadArchive(dataDir, size);
    const file = join(dataDir, 'new.md');
    writeFileSync(file, NEW_POST);
    const render = runAdmin(dataDir, ['site', 'render']);
    const publish = runAdmin(dataDir, ['posts', 'add', file, '--publish']);
    const eleventy = runEleventy(dataDir, posts);
    return { size, numbering, render, publish, eleventy, ratio: render.cpu / eleventy.cpu };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
