/**
 * `npm run bench:bundles`: bundles every Lambda exactly as a deploy does (the ApiFunction construct and its
 * shared esbuild options), and beside each one two floors: the SDK floor (bundle-floors.ts: middy core and the
 * SDK clients its route uses, built by the same construct) and its library floor (library-floor.ts: every
 * library file its cold start loads). Measures what a cold start loads: the entry module and the chunks it
 * imports statically (cold-start.ts); chunks only reached through `import()` are listed apart as "on demand".
 * Prints that gzip size and the median import time of the entry in a fresh Node process over 20 runs, the
 * bundle and its floors in turn (medians of 10 moved by ±15% on a 2-core machine), and how far the bundle
 * sits above its library floor: our own code's share. Then, per lazy library (htmlparser2, nodemailer, libmime, docx),
 * the milliseconds its first `import()` adds once the cold path is loaded (lazy-libraries.ts). Offline: no
 * AWS access, no credentials.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bundle } from './bundle-stacks';
import { coldStartFiles, gzipBytes } from './cold-start';
import { alternatingImportTimes, median, pairedDifference } from './import-time';
import { lazyChunks, lazyCost } from './lazy-libraries';
import { buildLibraryFloor, libraryFiles, packagesOf } from './library-floor';

const RUNS = Number(process.env.RUNS ?? 20);
/** `FUNCTIONS=health,brand-roast` measures only those (all of them by default). */
const ONLY = process.env.FUNCTIONS?.split(',').map((id) => id.trim());

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const range = ([low, high]: readonly [number, number]) => `${low.toFixed(1)} to ${high.toFixed(1)}`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const outdir = mkdtempSync(join(tmpdir(), 'bench-bundles-'));
// Inside the repository so that the floors resolve its node_modules; `*.tmp.*` is ignored by git.
const floorDir = resolve(`bench-floors.tmp.${process.pid}`);
try {
  const functions = bundle(outdir, floorDir).filter(
    ({ name }) => !ONLY || ONLY.some((id) => name.endsWith(`-${id}`)),
  );
  console.log(
    `Node ${process.version}, load average ${load()}; ${RUNS} fresh processes per bundle and per floor, in turn.\n` +
      'gzip: the entry and the chunks it imports statically, what a cold start loads; on demand: chunks only `import()` reaches.\n' +
      'SDK floor: middy core and the SDK clients of the route; library floor: the SDK floor and every other library\n' +
      'the cold start loads (listed below the sizes), used at start-up as our code uses it (library-floor.ts).\n' +
      'import: median time in a fresh process; over a floor: median of the run-by-run differences (middle half beside it).\n',
  );
  const sizes: Record<string, string>[] = [];
  const times: Record<string, string>[] = [];
  const lazy: Record<string, string>[] = [];
  const extras: string[] = [];
  for (const { name, file, env, clients, floor, floorFile } of functions) {
    const parts = coldStartFiles(file);
    const floorParts = coldStartFiles(floorFile);
    const floorPackages = new Set(packagesOf(libraryFiles(floorParts.coldStart)));
    const libraries = packagesOf(libraryFiles(parts.coldStart)).filter((p) => !floorPackages.has(p));
    const libraryFloor = buildLibraryFloor(floorDir, `libraries-${name}`, clients, libraries);
    extras.push(`  ${name}: ${libraries.join(', ') || '-'}`);
    sizes.push({
      function: name,
      'SDK floor': floor,
      gzip: kb(gzipBytes(parts.coldStart)),
      'SDK floor gzip': kb(gzipBytes(floorParts.coldStart)),
      'library floor gzip': kb(gzipBytes(coldStartFiles(libraryFloor).coldStart)),
      'on demand': parts.onDemand.length ? kb(gzipBytes(parts.onDemand)) : '',
    });
    const [own, sdk, lib] = alternatingImportTimes(RUNS, [file, floorFile, libraryFloor], env) as [
      number[],
      number[],
      number[],
    ];
    const overSdk = pairedDifference(own, sdk);
    const overLibraries = pairedDifference(own, lib);
    times.push({
      function: name,
      import: ms(median(own)),
      'SDK floor': ms(median(sdk)),
      'library floor': ms(median(lib)),
      'over SDK floor': `${ms(overSdk.median)} (${range(overSdk.middleHalf)})`,
      'over library floor': `${ms(overLibraries.median)} (${range(overLibraries.middleHalf)})`,
    });
    for (const { library, chunks } of lazyChunks(parts.onDemand)) {
      const cost = lazyCost(RUNS, file, chunks, env);
      lazy.push({
        function: name,
        library,
        'first import()': `${ms(cost.median)} (${range(cost.middleHalf)})`,
      });
    }
  }
  console.table(sizes);
  console.log(`Libraries on each cold path beyond the SDK floor's:\n${extras.join('\n')}\n`);
  console.table(times);
  console.log(
    '\nFirst use of a library loaded with import(), once the cold path is loaded (median, middle half):',
  );
  console.table(lazy);
  console.log(`load average after: ${load()}`);
} finally {
  rmSync(outdir, { recursive: true, force: true });
  rmSync(floorDir, { recursive: true, force: true });
}
