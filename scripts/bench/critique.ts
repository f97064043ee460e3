/**
 * `npm run bench:critique`: fetch, parse and measure a 1 MB landing page from a local server, the
 * way the critique route does before it asks the model. Prints the median of 20 runs (after warm-up)
 * and its parts: fetch (connect, read, decode) and parse-and-measure.
 */
import { loadavg } from 'node:os';
import { fetchPage } from '../../lambdas/shared/fetch/fetch-page';
import { measurePage } from '../../lambdas/shared/page-checks';
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
