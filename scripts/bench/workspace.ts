/**
 * `npm run bench:workspace`: a refinement's time to its first streamed word against the fake Bedrock
 * endpoint (goal: within 50 ms of the fake's first token), beside the brief it refines, in alternating runs.
 * Then the browser's share in Chromium: a click on Shorter to the refined word on screen, and Recent results
 * listing 100 kept results (goal: under 100 ms).
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { median, pairedDifference } from './import-time';
import { runWorkspaceBench, workspaceModel } from './workspace-run';

const RUNS = Number(process.env.RUNS ?? 25);
const WARMUP = 3;

// As the bench found it: the local stack below points SITE_URL at its own random port, and a build made for
// that address in the browser's half would leave web/dist for the next `npm start` to rebuild.
const startEnv = { ...process.env };
const loadBefore = loadavg()[0]!;
const rows = await runWorkspaceBench({ ...workspaceModel, runs: RUNS, warmup: WARMUP });

const fmt = (ms: number) => `${ms.toFixed(1)} ms`.padStart(9);
const med = (values: number[]) => fmt(median(values));
const refine = rows.map((row) => row.refine);
const tool = rows.map((row) => row.tool);
const extra = pairedDifference(
  refine.map((run) => run.firstWord),
  tool.map((run) => run.firstWord),
);
console.log(
  `bench:workspace: ${RUNS} alternating pairs (after ${WARMUP} warm-up) of Shorter on a 3,000-character brief and the brief itself, streamed; fake model: first token after ${workspaceModel.firstTokenMs} ms`,
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

// The functions keep one DynamoDB client per process, so the browser's run gets a process and a stack of its own.
const ui = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/workspace-ui.ts'], {
  stdio: 'inherit',
  env: { ...startEnv, RUNS: String(RUNS) },
});
process.exitCode = ui.status ?? 1;
