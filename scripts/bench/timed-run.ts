/**
 * Commands run in their own process for `npm run bench:publish` (publish-run.ts): CPU and wall time under
 * /usr/bin/time, and what they left in their output folder.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, relative } from 'node:path';
import type { PostRecord } from '../../lambdas/shared/repositories/post-record';
import { repoRoot } from '../local/config';

const root = repoRoot();

/** Every file under `dir` with the SHA-1 of its bytes (none when it does not exist yet). */
export function snapshot(dir: string): Map<string, string> {
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
export function timed(args: string[], env: Record<string, string>, cwd = root) {
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

/** A post as a Markdown file of an Eleventy blog: its fields in front matter, its HTML as the body. */
const markdownOf = (post: PostRecord) =>
  `---\n${(['title', 'author', 'category', 'excerpt', 'date'] as const)
    .map((field) => `${field}: ${JSON.stringify(post[field])}`)
    .join('\n')}\n---\n${post.content}\n`;

/** Eleventy 3 (its own CLI) rendering `posts` in a copy of scripts/bench/eleventy, into a fresh folder. */
export function runEleventy(dataDir: string, posts: readonly PostRecord[]): RunFigures {
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
