/**
 * `npm run bench:workspace`: a refinement's time to its first streamed word against the fake Bedrock
 * endpoint (goal: within 50 ms of the fake's first token), beside the brief it refines, in alternating runs.
 * The browser's share (click to request, word to screen) is the UI's own figure.
 */
import { loadavg } from 'node:os';
import { median, pairedDifference } from './import-time';
import { runWorkspaceBench } from './workspace-run';

const RUNS = Number(process.env.RUNS ?? 25);
const WARMUP = 3;
const FIRST_TOKEN_MS = 300;
const TOKEN_INTERVAL_MS = 20;
const TOKENS = 60;

const loadBefore = loadavg()[0]!;
const rows = await runWorkspaceBench({
  runs: RUNS,
  warmup: WARMUP,
  firstTokenMs: FIRST_TOKEN_MS,
  tokenIntervalMs: TOKEN_INTERVAL_MS,
  tokens: TOKENS,
});

const fmt = (ms: number) => `${ms.toFixed(1)} ms`.padStart(9);
const med = (values: number[]) => fmt(median(values));
const refine = rows.map((row) => row.refine);
const tool = rows.map((row) => row.tool);
const extra = pairedDifference(
  refine.map((run) => run.firstWord),
  tool.map((run) => run.firstWord),
);
console.log(
  `bench:workspace: ${RUNS} alternating pairs (after ${WARMUP} warm-up) of Shorter on a 3,000-character brief and the brief itself, streamed; fake model: first token after ${FIRST_TOKEN_MS} ms`,
);
console.log(`  refine: request -> first streamed word   median ${med(refine.map((r) => r.firstWord))}`);
console.log(
  `  refine: model's first token -> word      median ${med(refine.map((r) => r.afterModel))}  (goal < 50 ms)`,
);
console.log(`  brief:  request -> first streamed word   median ${med(tool.map((r) => r.firstWord))}`);
console.log(`  brief:  model's first token -> word      median ${med(tool.map((r) => r.afterModel))}`);
console.log(
  `  refine minus brief, run by run           median ${fmt(extra.median)}  (middle half ${extra.middleHalf.map((ms) => ms.toFixed(1)).join(' to ')} ms)`,
);
console.log(
  `  load average (1 min) before and after    ${loadBefore.toFixed(2)} / ${loadavg()[0]!.toFixed(2)} on this machine`,
);
