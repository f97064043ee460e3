/**
 * `npm run bench:critique`: fetch, parse and measure a 1 MB landing page from a local server, the
 * way the critique route does before it asks the model. Prints the median of 20 runs (after warm-up)
 * and its parts: fetch (connect, read, decode) and parse-and-measure. Then the CPU time to parse and
 * measure a crafted-word page (scripts/fakes/crafted-word-page.ts) of 0.5, 1 and 2 MB, per MB: linear
 * code keeps it flat as the page doubles.
 */
import { loadavg } from 'node:os';
import { fetchPage } from '../../lambdas/shared/fetch/fetch-page';
import { measurePage } from '../../lambdas/shared/page-checks';
import { craftedWordPage } from '../fakes/crafted-word-page';
import { largePage } from '../fakes/large-page';
import { html, startPageServer } from '../fakes/page-server';

const RUNS = Number(process.env.RUNS ?? 20);
const WARMUP = 3;
const PAGE_BYTES = 1024 * 1024;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const page = largePage(PAGE_BYTES);
const server = await startPageServer({ '/': html(page) });
const rows: { fetch: number; measure: number; total: number }[] = [];
let checks = 0;
try {
  for (let run = 0; run < RUNS + WARMUP; run++) {
    const started = performance.now();
    const fetched = await fetchPage(`${server.origin}/`, { allow: [server.hostPort] });
    const fetchedAt = performance.now();
    checks = (await measurePage(fetched.html, fetched)).checks.length;
    const endedAt = performance.now();
    if (run >= WARMUP)
      rows.push({ fetch: fetchedAt - started, measure: endedAt - fetchedAt, total: endedAt - started });
  }
} finally {
  await server.close();
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(
  `bench:critique — ${RUNS} runs of a ${Math.round(Buffer.byteLength(page) / 1024)} KB page, ${checks} checks`,
);
console.log(`  median total (fetch + parse + measure): ${ms(median(rows.map((row) => row.total)))}`);
console.log(`  median fetch:                          ${ms(median(rows.map((row) => row.fetch)))}`);
console.log(`  median parse + measure:                ${ms(median(rows.map((row) => row.measure)))}`);
console.log(`  fastest total:                         ${ms(Math.min(...rows.map((row) => row.total)))}`);
console.log(`  load average while running:            ${loadavg()[0]!.toFixed(1)} on this machine`);

/** CPU milliseconds to parse and measure a page: the median of a few runs. */
function cpuMs(page: string, runs = 5): number {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const before = process.cpuUsage();
    measurePage(page, { url: 'https://crafted.example/' });
    const { user, system } = process.cpuUsage(before);
    times.push((user + system) / 1000);
  }
  return median(times);
}

const MB = 1024 * 1024;
console.log('crafted word (a + « × n + é), parse + measure, median CPU time of 5 runs:');
cpuMs(craftedWordPage(MB / 4)); // warm-up
let previous: number | undefined;
for (const size of [0.5, 1, 2]) {
  const cpu = cpuMs(craftedWordPage(size * MB));
  const growth = previous === undefined ? '' : `  (×${(cpu / previous).toFixed(2)} for twice the page)`;
  console.log(`  ${size} MB: ${ms(cpu)} CPU, ${ms(cpu / size)} per MB${growth}`);
  previous = cpu;
}
console.log(`  load average now:                      ${loadavg()[0]!.toFixed(1)} on this machine`);
