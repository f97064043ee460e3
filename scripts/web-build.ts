import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'web/src',
  'web/index.html',
  'web/vite.config.ts',
  'web/public',
  'lambdas',
  'package-lock.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** True when web/dist is missing or older than any source the SPA is built from. */
export function webBuildIsStale(root: string): boolean {
  const index = join(root, 'web/dist/index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(root, source)) > built);
}

/** Builds the SPA with Vite when (and only when) it is stale. */
export async function ensureWebBuild(root: string, log: (line: string) => void = console.log): Promise<void> {
  if (!webBuildIsStale(root)) return;
  log('Building the web app (web/dist)…');
  const { build } = await import('vite');
  // Vite builds for production only when NODE_ENV says so or is unset; jest sets it to 'test', which
  // gave the e2e tests React's development build and the error page's development-only stack.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: join(root, 'web/vite.config.ts'), logLevel: 'warn' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
