/**
 * `npm run bench:grader`: the Content Grader's measured grade of a 5,000-word draft against 8 sources of 2,000
 * words each: CPU per grade at the median (the sources' terms are counted once, when research reads them, and
 * measured apart), the analyzer's first load, and the machine's load average. Its first-load JS on the tool
 * page is in `npm run bench:web` (the text analysis runs in the function, never in the page).
 */
import { loadavg } from 'node:os';
import { analyzer } from '../../lambdas/shared/text-analysis';
import { gradeTimes, median, sourcesOf } from './grader-run';

const loadBefore = loadavg()[0]!;
const start = process.cpuUsage();
await analyzer();
const load = process.cpuUsage(start);
const counting = process.cpuUsage();
const sources = await sourcesOf(8, 2000);
const counted = process.cpuUsage(counting);
const times = await gradeTimes(5000, sources, 21);
const ms = (usage: NodeJS.CpuUsage) => ((usage.user + usage.system) / 1000).toFixed(1);
console.log(`| what | CPU ms |\n|---|---|`);
console.log(`| load wink-nlp and its model (once per function) | ${ms(load)} |`);
console.log(
  `| count the terms of 8 sources of 2,000 words (once per keyword, when research reads them) | ${ms(counted)} |`,
);
console.log(
  `| grade a 5,000-word draft against them, median of ${times.length} (first: ${times[0]!.toFixed(1)}) | ${median(times.slice(1)).toFixed(1)} |`,
);
console.log(
  `\nload average (1 min) before and after: ${loadBefore.toFixed(2)} / ${loadavg()[0]!.toFixed(2)}`,
);
