/**
 * The setup and runs of `npm run bench:publish` (publish.ts prints them; the suite runs them with tiny sizes):
 * an archive of published posts written straight into dynalite, a full `site render` and one
 * `posts add new.md --publish` through the admin CLI as an editor runs them, and Eleventy rendering the same
 * posts as Markdown files of a minimal Eleventy blog (scripts/bench/eleventy), each in its own process under
 * /usr/bin/time.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { tables } from '../../catalog/tables';
import { BLOG_PAGE_SIZE } from '../../lambdas/shared/contracts/blog';
import { documentClientFor } from '../../lambdas/shared/dynamo';
import type { PostRecord } from '../../lambdas/shared/repositories/post-record';
import { PostsRepository } from '../../lambdas/shared/repositories/posts-repository';
import { cachedPaths } from '../site/publish';
import { repoRoot } from '../local/config';
import { startLocalStore } from '../local/store';
import { articlePost, writeArchive } from './sample-posts';

const root = repoRoot();

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

/** Every file under `dir` with the SHA-1 of its bytes (none when it does not exist yet). */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.set(relative(dir, path), createHash('sha1').update(readFileSync(path)).digest('hex'));
    }
  };
  try {
    walk(dir);
  } catch {
    // Nothing rendered yet.
  }
  return files;
}

/** Runs `node <args>` under /usr/bin/time: its CPU (user + system) and wall seconds, and its stdout. */
function timed(args: string[], env: Record<string, string>, cwd = root) {
  const out = spawnSync('/usr/bin/time', ['-f', '@@time %U %S %e', process.execPath, ...args], {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const time = /@@time ([\d.]+) ([\d.]+) ([\d.]+)/.exec(out.stderr);
  if (out.status !== 0 || !time) throw new Error(`${args.join(' ')} failed:\n${out.stderr}`);
  return { cpu: Number(time[1]) + Number(time[2]), wall: Number(time[3]), stdout: out.stdout };
}

export interface RunFigures {
  cpu: number;
  wall: number;
  /** Keys the command wrote or removed, as it reported them: pages, feeds and redirect objects. */
  written: number;
  /** Of those, the redirect objects of posts' id addresses (`blog/<uuid>/index.html`): no page rendered. */
  redirects: number;
  /** Files under the output folder that changed or went, and all there are after the run. */
  changed: number;
  files: number;
  invalidated: number;
  /** The load average (1, 5, 15 minutes) when the run started. */
  load: number[];
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

/** A post as a Markdown file of an Eleventy blog: its fields in front matter, its HTML as the body. */
const markdownOf = (post: PostRecord) =>
  `---\n${(['title', 'author', 'category', 'excerpt', 'date'] as const)
    .map((field) => `${field}: ${JSON.stringify(post[field])}`)
    .join('\n')}\n---\n${post.content}\n`;

/** Eleventy 3 (its own CLI) rendering `posts` in a copy of scripts/bench/eleventy, into a fresh folder. */
function runEleventy(dataDir: string, posts: readonly PostRecord[]): RunFigures {
  const project = join(dataDir, 'eleventy-project');
  cpSync(join(root, 'scripts/bench/eleventy'), project, { recursive: true });
  for (const post of posts) writeFileSync(join(project, 'posts', `${post.slug}.md`), markdownOf(post));
  const output = join(dataDir, 'eleventy-site');
  const load = loadavg();
  const cli = join(root, 'node_modules/@11ty/eleventy/cmd.cjs');
  const run = timed([cli, '--quiet', `--output=${output}`], {}, project);
  const wrote = /Wrote (\d+) files?/.exec(run.stdout);
  const files = snapshot(output).size;
  return {
    cpu: run.cpu,
    wall: run.wall,
    written: Number(wrote?.[1] ?? 0),
    redirects: 0,
    changed: files,
    files,
    invalidated: 0,
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
