import { fork } from 'node:child_process';
import { join } from 'node:path';

/**
 * Before any test file: tsx compiles the stack and every handler once (warm.ts), so the stack processes the
 * files start in parallel read them compiled.
 */
export default async function warmStackModules(): Promise<void> {
  const started = Date.now();
  const child = fork(join(__dirname, 'warm.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`Loading the local stack's modules failed (exit ${code}).`);
  console.log(`stack modules compiled and cached in ${Date.now() - started} ms`);
}
