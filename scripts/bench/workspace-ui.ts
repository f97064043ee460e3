/**
 * The browser's share of `npm run bench:workspace` (run by it in a process of its own): in Chromium, a click on
 * Shorter to the refined word on screen, and the Recent results page listing 100 kept results.
 */
import { loadavg } from 'node:os';
import { median } from './import-time';
import { runWorkspaceBrowserBench } from './workspace-browser';
import { workspaceModel } from './workspace-run';

const RUNS = Number(process.env.RUNS ?? 25);
const med = (values: number[]) => `${median(values).toFixed(1)} ms`.padStart(9);

const browserLoad = loadavg()[0]!;
const ui = await runWorkspaceBrowserBench({ ...workspaceModel, runs: RUNS, warmup: 3 });
console.log(
  `bench:workspace in Chromium: ${RUNS} Shorter clicks on a streamed brief, ${RUNS} openings of 100 kept results`,
);
console.log(`  click Shorter -> refined word on screen   median ${med(ui.refine.map((r) => r.firstWord))}`);
console.log(
  `  model's first token -> word on screen    median ${med(ui.refine.map((r) => r.afterModel))}  (goal within 50 ms)`,
);
console.log(`  Recent results: click -> 100 listed      median ${med(ui.history)}  (goal < 100 ms)`);
console.log(
  `  load average (1 min) before and after    ${browserLoad.toFixed(2)} / ${loadavg()[0]!.toFixed(2)} on this machine`,
);
