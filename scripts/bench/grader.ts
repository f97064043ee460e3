/**
 * `npm run bench:grader`: the Content Grader's CPU per grade of a 5,000-word draft against 8 sources of 2,000
 * words (the sources' terms counted once, when research reads them), the re-grade path of an edited draft (the
 * draft's side alone, in Node, then in Chromium from the last keystroke to the grade on screen, at full speed and
 * with the CPU slowed 4 times, and the bytes the editor's worker loads), and the hostile inputs of issue 47, each
 * posted to the in-process stack with its CPU, status and `/api/health` meanwhile; with the load average.
 */
import { loadavg } from 'node:os';
import { analyzer } from '../../lambdas/shared/text-analysis';
import { browserRows, type PauseRun } from './grader-browser';
import { hostileRuns } from './grader-hostile';
import { serverRegrades } from './grader-server';
import { gradeTimes, median, regradeTimes, sourcesOf } from './grader-run';
import { startGraderStack } from './grader-stack';

const WORDS = 5000;
const loadBefore = loadavg()[0]!;
const start = process.cpuUsage();
await analyzer();
const load = process.cpuUsage(start);
const counting = process.cpuUsage();
const sources = await sourcesOf(8, 2000);
const counted = process.cpuUsage(counting);
const times = await gradeTimes(WORDS, sources, 21);
const regrades = await regradeTimes(WORDS, sources, 21);
const doubled = await regradeTimes(2 * WORDS, sources, 11);
const ms = (usage: NodeJS.CpuUsage) => ((usage.user + usage.system) / 1000).toFixed(1);
const med = (values: readonly number[]) => median(values.slice(1)).toFixed(1);
console.log(`| what | CPU ms |\n|---|---|`);
console.log(`| load wink-nlp and its model (once per function, or per worker) | ${ms(load)} |`);
console.log(
  `| count the terms of 8 sources of 2,000 words (once per keyword, when research reads them) | ${ms(counted)} |`,
);
console.log(
  `| grade a 5,000-word draft against them, median of 20 (first: ${times[0]!.toFixed(1)}) | ${med(times)} |`,
);
console.log(`| re-grade it (the draft's side alone, as the worker does), median of 20 | ${med(regrades)} |`);
console.log(
  `| re-grade a 10,000-word draft (twice the words; the analysis stops there), median of 10 | ${med(doubled)} |`,
);

const stack = await startGraderStack({ web: true });
try {
  const browser = await browserRows(stack, WORDS, 7);
  const row = (label: string, runs: readonly PauseRun[]) =>
    console.log(
      `| ${label} | ${median(runs.map((r) => r.toScore)).toFixed(0)} (max ${Math.max(...runs.map((r) => r.toScore)).toFixed(0)}) | ${median(runs.map((r) => r.grading)).toFixed(0)} | ${median(runs.map((r) => r.longTasks.totalMs)).toFixed(0)} (${Math.max(...runs.map((r) => r.longTasks.count))} at most) |`,
    );
  console.log(
    `\nRe-grade as you type in Chromium, ${WORDS.toLocaleString('en')}-word draft, ${browser.pauses.length} pauses (the pause itself is 150 ms of quiet):`,
  );
  console.log(
    '| CPU | last keystroke → grade on screen, ms, median | pause → grade on screen, ms | main-thread long tasks, ms |\n|---|---|---|---|',
  );
  row('full speed', browser.pauses);
  row('slowed 4× (a phone)', browser.slowPauses);
  const { gzip, brotli, files } = browser.editorBytes;
  console.log(
    `\nLoaded when the editor opens (after the first grade; never in the first load): ${files} scripts, ${(gzip / 1024).toFixed(0)} KB gzip, ${(brotli / 1024).toFixed(0)} KB brotli`,
  );

  const server = await serverRegrades(stack, 10);
  console.log(
    `\nThe alternative, each re-grade a request (the grade alone, no model; ${server.words.toLocaleString('en')} words, the draft's 30,000-character cap): CPU ${median(server.cpuMs).toFixed(0)} ms (server and client, median of ${server.cpuMs.length}), ${median(server.wallMs).toFixed(0)} ms on loopback, ${(server.sent / 1024).toFixed(0)} KB up and ${(server.received / 1024).toFixed(0)} KB down per pause`,
  );

  console.log('\nHostile inputs (the grade alone, no model), each on the in-process stack:');
  console.log(
    '| input | status | CPU ms (server and client) | wall ms | /api/health meanwhile |\n|---|---|---|---|---|',
  );
  for (const run of await hostileRuns(stack))
    console.log(
      `| ${run.name} | ${run.status} | ${run.cpuMs.toFixed(0)} | ${run.wallMs.toFixed(0)} | ${run.health.answered} answered, ${run.health.failed} failed, slowest ${run.health.slowestMs.toFixed(0)} ms |`,
    );
} finally {
  await stack.close();
}
console.log(
  `\nload average (1 min) before and after: ${loadBefore.toFixed(2)} / ${loadavg()[0]!.toFixed(2)}`,
);
