/** Fresh-process import timing for `npm run bench:bundles`. */
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** Just enough of the Lambda runtime's globals for a streaming handler module to load. */
const runtimeShim =
  'data:text/javascript,globalThis.awslambda={streamifyResponse:(h)=>h,HttpResponseStream:{from:(s)=>s}};';

/** Milliseconds to import a module in a fresh Node process with the function's environment. */
export function importTime(file: string, env: Record<string, string>): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(performance.now() - t);`;
  const out = execFileSync(process.execPath, ['--import', runtimeShim, '--input-type=module', '-e', script], {
    env: {
      PATH: process.env.PATH,
      AWS_REGION: 'us-east-1',
      AWS_EC2_METADATA_DISABLED: 'true',
      AWS_ACCESS_KEY_ID: 'bench',
      AWS_SECRET_ACCESS_KEY: 'bench',
      ...env,
    },
    encoding: 'utf8',
  });
  return Number(out.trim().split('\n').pop());
}

/** The median of some numbers. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Median import times of a bundle and its floor, alternating runs so that load on a shared machine
 * weighs on both alike.
 */
export function pairedImportTimes(
  runs: number,
  bundle: string,
  floor: string,
  env: Record<string, string>,
): { bundle: number; floor: number } {
  const times = { bundle: [] as number[], floor: [] as number[] };
  for (let run = 0; run < runs; run += 1) {
    times.bundle.push(importTime(bundle, env));
    times.floor.push(importTime(floor, env));
  }
  return { bundle: median(times.bundle), floor: median(times.floor) };
}
