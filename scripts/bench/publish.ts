/**
 * `npm run bench:publish [sizes…]`: for a blog of 10, 1,000 and 10,000 published posts, the CPU, wall time and
 * files of a full `site render`, then of one `posts add new.md --publish`, each run through the admin CLI as
 * an editor runs it (its own process, with the local store opened in it). Prints figures; asserts nothing.
 * The archive is written straight into dynalite with the repositories' own item builders in BatchWrite
 * calls: adding 10,000 posts through the CLI would take hours.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { tables } from '../../catalog/tables';
import { BLOG_PAGE_SIZE } from '../../lambdas/shared/contracts/blog';
import { documentClientFor } from '../../lambdas/shared/dynamo';
import { PostsRepository } from '../../lambdas/shared/repositories/posts-repository';
import { cachedPaths } from '../site/publish';
import { repoRoot } from '../local/config';
import { startLocalStore } from '../local/store';
import { adminBundleIsFresh, buildAdminBundle } from '../admin/bundle.mjs';
import { articlePost, writeArchive } from './sample-posts';

const sizes = process.argv.slice(2).map(Number);
const root = repoRoot();
// Built now, so no timed run pays for bundling.
if (!adminBundleIsFresh(root)) await buildAdminBundle(root);

/**
 * Loads `n` published article posts, post 1 the newest, and numbers them into list pages as the CLI leaves an
 * archive it built one publish at a time; returns that numbering's CPU seconds (once per archive, when the
 * first deploy with the page index renders the site).
 */
async function loadArchive(dataDir: string, n: number): Promise<number> {
  const store = await startLocalStore({ dataDir, stage: 'local', tables });
  try {
    const posts = Array.from({ length: n }, (_, i) => articlePost(i + 1));
    const db = documentClientFor(store.client);
    await writeArchive(db, store.tableNames.posts!, posts);
    const started = process.cpuUsage();
    await new PostsRepository(db, store.tableNames.posts!).renumberPages(BLOG_PAGE_SIZE);
    const { user, system } = process.cpuUsage(started);
    return (user + system) / 1e6;
  } finally {
    await store.close();
  }
}

/** Every file under the site folder with the SHA-1 of its bytes. */
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
    // No site folder yet: nothing rendered.
  }
  return files;
}

/**
 * Runs the admin CLI as `npm run admin` does (its launcher and bundle, built before the first timing) under
 * /usr/bin/time; counts what it wrote and what changed in the site folder.
 */
function run(dataDir: string, args: string[]) {
  const site = join(dataDir, 'site');
  const before = snapshot(site);
  const out = spawnSync(
    '/usr/bin/time',
    ['-f', '@@time %U %S %e', process.execPath, 'scripts/admin/launch.mjs', ...args],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8', maxBuffer: 1 << 28 },
  );
  const time = /@@time ([\d.]+) ([\d.]+) ([\d.]+)/.exec(out.stderr);
  if (out.status !== 0 || !time) throw new Error(`admin ${args.join(' ')} failed:\n${out.stderr}`);
  const after = snapshot(site);
  const changed = [...after].filter(([file, value]) => before.get(file) !== value).length;
  const removed = [...before.keys()].filter((file) => !after.has(file)).length;
  const keys = [...out.stdout.matchAll(/^site: (?:wrote|removed) \/(\S+)$/gm)].map((m) => m[1]!);
  return {
    cpu: Number(time[1]) + Number(time[2]),
    wall: Number(time[3]),
    written: keys.length,
    invalidated: keys.flatMap(cachedPaths).length,
    changed: changed + removed,
    files: after.size,
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

const seconds = (n: number) => `${n.toFixed(1)} s`.padStart(8);
console.log('Admin CLI runs on a local store; files counted in <data>/site with their .br and .gz twins.\n');
console.log(
  `${'posts'.padStart(6)}  ${'command'.padEnd(26)} ${'CPU'.padStart(8)} ${'wall'.padStart(8)}  written  changed/files  invalidated  load (1, 5, 15 min)`,
);
for (const size of sizes.length ? sizes : [10, 1000, 10000]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'copilot-bench-publish-'));
  try {
    const numbering = await loadArchive(dataDir, size);
    console.log(
      `${String(size).padStart(6)}  first numbering of the archive (once) ${seconds(numbering)} CPU`,
    );
    const file = join(dataDir, 'new.md');
    writeFileSync(file, NEW_POST);
    for (const [label, args] of [
      ['site render', ['site', 'render']],
      ['posts add new.md --publish', ['posts', 'add', file, '--publish']],
    ] as const) {
      const load = loadavg()
        .map((n) => n.toFixed(2))
        .join(', ');
      const r = run(dataDir, [...args]);
      console.log(
        `${String(size).padStart(6)}  ${label.padEnd(26)} ${seconds(r.cpu)} ${seconds(r.wall)}  ${String(r.written).padStart(7)}  ${`${r.changed}/${r.files}`.padStart(13)}  ${String(r.invalidated).padStart(11)}  ${load}`,
      );
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
