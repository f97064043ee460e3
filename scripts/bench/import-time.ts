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
 * Median import times of a bundle and its floor, alternating runs so that load on a shared machine
 * weighs on both alike, and the middle half of the per-run ratios: how far one run's ratio can be trusted.
 */
export function pairedImportTimes(
  runs: number,
  bundle: string,
  floor: string,
  env: Record<string, string>,
): { bundle: number; floor: number; ratioQuartiles: [number, number] } {
  const times = { bundle: [] as number[], floor: [] as number[] };
  for (let run = 0; run < runs; run += 1) {
    times.bundle.push(importTime(bundle, env));
    times.floor.push(importTime(floor, env));
  }
  const ratios = times.bundle.map((time, run) => time / times.floor[run]!);
  return {
    bundle: median(times.bundle),
    floor: median(times.floor),
    ratioQuartiles: [quantile(ratios, 0.25), quantile(ratios, 0.75)],
  };
}
