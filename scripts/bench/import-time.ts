/** Fresh-process import timing for `npm run bench:bundles`. */
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** Just enough of the Lambda runtime's globals for a streaming handler module to load. */
const runtimeShim =
  'data:text/javascript,globalThis.awslambda={streamifyResponse:(h)=>h,HttpResponseStream:{from:(s)=>s}};';

const href = (file: string) => JSON.stringify(pathToFileURL(file).href);

/** Runs a module script in a fresh Node process with the function's environment; answers its last line as a number. */
function run(script: string, env: Record<string, string>): number {
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

/** Milliseconds to import a module in a fresh Node process with the function's environment. */
export const importTime = (file: string, env: Record<string, string>): number =>
  run(`const t = performance.now(); await import(${href(file)}); console.log(performance.now() - t);`, env);

/**
 * Milliseconds the first `import()` of some chunks takes in a fresh process that has already loaded `entry`, as
 * a function's first request on that path pays them after its cold start.
 */
export const lazyImportTime = (
  entry: string,
  chunks: readonly string[],
  env: Record<string, string>,
): number =>
  run(
    `await import(${href(entry)}); const t = performance.now(); ` +
      `${chunks.map((chunk) => `await import(${href(chunk)});`).join(' ')} console.log(performance.now() - t);`,
    env,
  );

/** The q-quantile (0 to 1) of some numbers, interpolating between the two nearest. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.min(low + 1, sorted.length - 1);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

/** The median of some numbers. */
export const median = (values: readonly number[]): number => quantile(values, 0.5);

/**
 * Import times of some modules, each in a fresh process, taken in turn run after run so that load on a shared
 * machine weighs on all alike: one list of times per module, in the order given.
 */
export function alternatingImportTimes(
  runs: number,
  files: readonly string[],
  env: Record<string, string>,
): number[][] {
  const times = files.map(() => [] as number[]);
  for (let run = 0; run < runs; run += 1) files.forEach((file, i) => times[i]!.push(importTime(file, env)));
  return times;
}

/** The median of the run-by-run differences `a[i] - b[i]` and their middle half: how far one run can be trusted. */
export function pairedDifference(a: readonly number[], b: readonly number[]) {
  const differences = a.map((value, i) => value - b[i]!);
  return {
    median: median(differences),
    middleHalf: [quantile(differences, 0.25), quantile(differences, 0.75)] as const,
  };
}
