/**
 * `npm run bench:bundles`: bundles every Lambda exactly as a deploy does (the ApiFunction construct and its
 * shared esbuild options), and beside each one two floors: the SDK floor (bundle-floors.ts: middy core and the
 * SDK clients its route uses, built by the same construct) and its library floor (library-floor.ts: every
 * library file its cold start loads). Measures what a cold start loads: the entry module and the chunks it
 * imports statically (cold-start.ts); chunks only reached through `import()` are listed apart as "on demand".
 * Prints that gzip size and the median import time of the entry in a fresh Node process over 20 runs, the
 * bundle and its floors in turn (medians of 10 moved by ±15% on a 2-core machine), and how far the bundle
 * sits above its library floor: our own code's share (goal: at most 25 ms). Then, per lazy library
 * (htmlparser2, nodemailer, libmime, docx, Powertools Parameters and the Secrets Manager client), the milliseconds its first `import()` adds once the cold path is
 * loaded (lazy-libraries.ts). Offline: no AWS access, no credentials.
 */
import { loadavg } from 'node:os';
import { measureBundles } from './bundles-run';

const RUNS = Number(process.env.RUNS ?? 20);
/** `FUNCTIONS=health,brand-roast` bundles and measures only those routes (all of them by default). */
const ONLY = process.env.FUNCTIONS?.split(',').map((id) => id.trim());
/** Our own code's share of a cold start that the bench calls too much (issue 41). */
const GOAL_MS = 25;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const spread = ({ median, middleHalf: [low, high] }: { median: number; middleHalf: readonly number[] }) =>
  `${ms(median)} (${low!.toFixed(1)} to ${high!.toFixed(1)})`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

console.log(
  `Node ${process.version}, load average ${load()}; ${RUNS} fresh processes per bundle and per floor, in turn.\n` +
    'gzip: the entry and the chunks it imports statically, what a cold start loads; on demand: chunks only `import()` reaches.\n' +
    'SDK floor: middy core and the SDK clients of the route; library floor: the SDK floor and every other library\n' +
    'the cold start loads (listed below the sizes), used at start-up as our code uses it (library-floor.ts).\n' +
    'import: median time in a fresh process; over a floor: median of the run-by-run differences (middle half beside it).\n',
);
const rows = measureBundles({ runs: RUNS, ...(ONLY ? { only: ONLY } : {}) });
console.table(
  rows.map((row) => ({
    function: row.name,
    'SDK floor': row.floor,
    gzip: kb(row.gzip.coldStart),
    'SDK floor gzip': kb(row.gzip.sdkFloor),
    'library floor gzip': kb(row.gzip.libraryFloor),
    'on demand': row.gzip.onDemand ? kb(row.gzip.onDemand) : '',
  })),
);
console.log(
  `Libraries on each cold path beyond the SDK floor's:\n${rows.map((row) => `  ${row.name}: ${row.libraries.join(', ') || '-'}`).join('\n')}\n`,
);
console.table(
  rows.map((row) => ({
    function: row.name,
    import: ms(row.importMs.own),
    'SDK floor': ms(row.importMs.sdkFloor),
    'library floor': ms(row.importMs.libraryFloor),
    'over SDK floor': spread(row.overSdkFloor),
    'over library floor': spread(row.overLibraryFloor),
    [`≤ ${GOAL_MS} ms`]: row.overLibraryFloor.median <= GOAL_MS ? 'yes' : 'NO',
  })),
);
console.log(
  '\nFirst use of a library loaded with import(), once the cold path is loaded (median, middle half):',
);
console.table(
  rows.flatMap((row) =>
    row.lazy.map(({ library, firstImport }) => ({
      function: row.name,
      library,
      'first import()': spread(firstImport),
    })),
  ),
);
console.log(`load average after: ${load()}`);
