/**
 * The measuring part of `npm run bench:critique`, apart from its printing so a unit test can run it small:
 * a large page fetched, parsed and measured as the critique route does, and the CPU time of parsing and
 * measuring crafted-word pages of growing size.
 */
import { fetchPage } from '../../lambdas/shared/fetch/fetch-page';
import { measurePage } from '../../lambdas/shared/page-checks';
import { craftedWordPage } from '../fakes/crafted-word-page';
import { largePage } from '../fakes/large-page';
import { html, startPageServer } from '../fakes/page-server';
import { median } from './import-time';

/** One fetched page, in milliseconds. */
export interface PageRun {
  fetch: number;
  measure: number;
  total: number;
}

/** `runs` fetches (after `warmup`) of a page of `pageBytes` from a local server, each parsed and measured. */
export async function measureLargePage(options: { runs: number; warmup: number; pageBytes: number }) {
  const page = largePage(options.pageBytes);
  const server = await startPageServer({ '/': html(page) });
  const rows: PageRun[] = [];
  let checks = 0;
  try {
    for (let run = 0; run < options.runs + options.warmup; run++) {
      const started = performance.now();
      const fetched = await fetchPage(`${server.origin}/`, { allow: [server.hostPort] });
      const fetchedAt = performance.now();
      checks = (await measurePage(fetched.html, fetched)).checks.length;
      const endedAt = performance.now();
      if (run >= options.warmup)
        rows.push({ fetch: fetchedAt - started, measure: endedAt - fetchedAt, total: endedAt - started });
    }
  } finally {
    await server.close();
  }
  return { rows, checks, kilobytes: Math.round(Buffer.byteLength(page) / 1024) };
}

/** CPU milliseconds to parse and measure a page: the median of a few runs (the parser loads on first use). */
export async function cpuMs(page: string, runs: number): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const before = process.cpuUsage();
    await measurePage(page, { url: 'https://crafted.example/' });
    const { user, system } = process.cpuUsage(before);
    times.push((user + system) / 1000);
  }
  return median(times);
}

/**
 * CPU milliseconds of crafted-word pages of these sizes (in bytes), after a warm-up round over every size:
 * one warm-up at the first size alone left the parser half compiled, so the first size measured slow.
 */
export async function craftedPageCpu(sizes: readonly number[], runs: number) {
  for (const bytes of sizes) await cpuMs(craftedWordPage(bytes), runs);
  const rows: { bytes: number; cpu: number }[] = [];
  for (const bytes of sizes) rows.push({ bytes, cpu: await cpuMs(craftedWordPage(bytes), runs) });
  return rows;
}
