/**
 * `npm run bench:research`: the brief route with live research, streamed, through the local stack against the
 * fake Bedrock and the real safe fetcher (research-run.ts). Prints the medians of the research time, the reading
 * of the 8 sources beside the slowest one alone (read in parallel, the goal is at most 1.5 times it), and the
 * first streamed word of the brief after the model's first token (goal at most 100 ms), with the load average.
 */
import { loadavg } from 'node:os';
import { median } from './import-time';
import { runResearchBench, type ResearchRun } from './research-run';

const RUNS = Number(process.env.RUNS ?? 10);
const SOURCES = 8;
/** Source i answers after 100 + 50·i ms: the slowest of the 8 after 450 ms. */
const delayOf = (i: number) => 100 + 50 * i;

const loadBefore = loadavg()[0]!;
const rows = await runResearchBench({ runs: RUNS, sources: SOURCES, delayOf, firstTokenMs: 300, tokens: 40 });
const fmt = (ms: number) => `${ms.toFixed(1)} ms`.padStart(9);
const med = (pick: (row: ResearchRun) => number) => median(rows.map(pick));
const slowest = delayOf(SOURCES - 1);
console.log(
  `bench:research: ${RUNS} streamed briefs (after 1 warm-up), each researching a new keyword: a grounded search citing ${SOURCES} local pages answering after ${delayOf(0)}-${slowest} ms`,
);
console.log(`  research, request to the brief's model call   median ${fmt(med((r) => r.research))}`);
console.log(
  `  reading the ${SOURCES} sources (search answered -> model call) median ${fmt(med((r) => r.reading))}  = ${(med((r) => r.reading) / slowest).toFixed(2)}x the slowest source alone (${slowest} ms; goal <= 1.5x)`,
);
console.log(
  `  model's first token -> first streamed word      median ${fmt(med((r) => r.firstWord))}  (goal <= 100 ms)`,
);
console.log(
  `  load average (1 min) before and after  ${loadBefore.toFixed(2)} / ${loadavg()[0]!.toFixed(2)} on this machine`,
);
