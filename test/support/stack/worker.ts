import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StackInfo } from './protocol';
import { spawnStack } from './spawn';

/**
 * The functions' settings of a worker's shared site: the demo generator at full speed. A file that needs
 * others (a streaming pace, a fake model) starts a site of its own.
 */
export const sharedFunctionEnv: Readonly<Record<string, string>> = {
  GENERATOR: 'demo',
  DEMO_CHUNK_DELAY_MS: '0',
};

interface Registered {
  pid: number;
  info: StackInfo;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Where this worker process notes its stack, so the next test file it runs finds it. */
function registryFile(): string {
  const dir = process.env.COPILOT_TEST_RUN ?? join(tmpdir(), 'copilot-test-stacks');
  mkdirSync(dir, { recursive: true });
  return join(dir, `worker-${process.pid}.json`);
}

/**
 * This jest worker's site and Chromium, started by the first test file that asks and kept for the next ones
 * (each file resets the site first). They stop when the worker ends.
 */
export function workerStack(): Promise<StackInfo> {
  // One test file asks for it from several set-ups at once: one start.
  pending ??= findOrStart();
  return pending;
}

let pending: Promise<StackInfo> | undefined;

async function findOrStart(): Promise<StackInfo> {
  const file = registryFile();
  if (existsSync(file)) {
    const known = JSON.parse(readFileSync(file, 'utf8')) as Registered;
    if (alive(known.pid)) return known.info;
  }
  const { info, child } = await spawnStack({ browser: true, functionEnv: { ...sharedFunctionEnv } });
  writeFileSync(file, JSON.stringify({ pid: child.pid!, info } satisfies Registered));
  return info;
}
