/**
 * `npm run bench:critique`: fetch, parse and measure a 1 MB landing page from a local server, the
 * way the critique route does before it asks the model. Prints the median of 20 runs (after warm-up)
 * and its parts: fetch (connect, read, decode) and parse-and-measure. Then the CPU time to parse and
 * measure a crafted-word page (scripts/fakes/crafted-word-page.ts) of 0.5, 1 and 2 MB, per MB: linear
 * code keeps it flat as the page doubles.
 */
import { loadavg } from 'node:os';
import { craftedPageCpu, measureLargePage } from './critique-run';
import { median } from './import-time';

const RUNS = Number(process.env.RUNS ?? 20);
const MB = 1024 * 1024;

const { rows, checks, kilobytes } = await measureLargePage({ runs: RUNS, warmup: 3, pageBytes: MB });
const ms = (value: number) => `${value.toFixed(1)} ms`;
const med = (pick: (row: (typeof rows)[number]) => number) => ms(median(rows.map(pick)));
console.log(`bench:critique — ${RUNS} runs of a ${kilobytes} KB page, ${checks} checks`);
console.log(`  median total (fetch + parse + measure): ${med((row) => row.total)}`);
console.log(`  median fetch:                          ${med((row) => row.fetch)}`);
console.log(`  median parse + measure:                ${med((row) => row.measure)}`);
console.log(`  fastest total:                         ${ms(Math.min(...rows.map((row) => row.total)))}`);
console.log(`  load average while running:            ${loadavg()[0]!.toFixed(1)} on this machine`);

console.log('crafted word (a + « × n + é), parse + measure, median CPU time of 5 runs:');
let previous: number | undefined;
for (const { bytes, cpu } of await craftedPageCpu([0.5 * MB, MB, 2 * MB], 5)) {
  const size = bytes / MB;
  const growth = previous === undefined ? '' : `  (×${(cpu / previous).toFixed(2)} for twice the page)`;
  console.log(`  ${size} MB: ${ms(cpu)} CPU, ${ms(cpu / size)} per MB${growth}`);
  previous = cpu;
}
console.log(`  load average now:                      ${loadavg()[0]!.toFixed(1)} on this machine`);
