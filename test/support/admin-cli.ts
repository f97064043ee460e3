import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `npm run admin -- <args>` as an editor would (the same launcher, on plain node: the prebuilt bundle
 * `npm run build` leaves, built by the first call when missing or stale), with stdin closed or fed.
 */
export function runAdmin(
  args: readonly string[],
  options: { dataDir: string; input?: string; env?: Record<string, string> },
): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/admin/launch.mjs', ...args], {
      env: { ...process.env, DATA_DIR: options.dataDir, ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}

/** A throwaway folder with the given files in it. */
export function folderWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'copilot-cli-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

/** A post file with front matter; `fields` replace or (as undefined) drop the defaults. */
export function postFile(fields: Record<string, string | boolean | undefined>, body = 'Hello **world**.') {
  const all: Record<string, string | boolean | undefined> = {
    title: 'First Post',
    author: 'Dana Baker',
    category: 'Email Marketing',
    excerpt: 'A first post.',
    date: '2025-04-01',
    ...fields,
  };
  const lines = Object.entries(all)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? JSON.stringify(value) : value}`);
  return `---\n${lines.join('\n')}\n---\n${body}\n`;
}
