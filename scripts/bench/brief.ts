/**
 * `npm run bench:brief`: the brief route, streamed, against the fake Bedrock endpoint with a fixed
 * first-token delay and token rate. Prints medians of time to first byte, time to complete, how long
 * the first words take from the model to the client, and our own overhead: before the model is called
 * (HTTP, validation, the guard, the prompt) and after its last token (usage, the stream's end).
 */
import { loadavg } from 'node:os';
import { runBriefBench } from './brief-run';
import { median } from './import-time';

const RUNS = Number(process.env.RUNS ?? 25);
const WARMUP = 3;
const FIRST_TOKEN_MS = 300;
const TOKEN_INTERVAL_MS = 20;
const TOKENS = 60;

const loadBefore = loadavg()[0]!;
const rows = await runBriefBench({
  runs: RUNS,
  warmup: WARMUP,
  firstTokenMs: FIRST_TOKEN_MS,
  tokenIntervalMs: TOKEN_INTERVAL_MS,
  tokens: TOKENS,
});

const fmt = (ms: number) => `${ms.toFixed(1)} ms`.padStart(9);
const med = (pick: (row: (typeof rows)[number]) => number) => fmt(median(rows.map(pick)));
console.log(
  `bench:brief: ${RUNS} streamed runs (after ${WARMUP} warm-up), fake model: first token after ${FIRST_TOKEN_MS} ms, then a token every ${TOKEN_INTERVAL_MS} ms, ${TOKENS} tokens`,
);
console.log(`  time to first byte at the client       median ${med((r) => r.ttfb)}`);
console.log(`  time to complete                       median ${med((r) => r.total)}`);
console.log(`  model's first token -> client          median ${med((r) => r.firstWords)}  (target < 100 ms)`);
console.log(`  overhead before the model is called    median ${med((r) => r.beforeModel)}`);
console.log(`  overhead after its last token          median ${med((r) => r.afterModel)}`);
console.log(
  `  overhead, both together                median ${med((r) => r.beforeModel + r.afterModel)}  (target < 20 ms)`,
);
const trips = (pick: (row: (typeof rows)[number]) => { calls: number; roundTrips: number }) =>
  `${median(rows.map((r) => pick(r).calls))} calls in ${median(rows.map((r) => pick(r).roundTrips))} round trip(s)`;
console.log(`  DynamoDB before the model is called    median ${trips((r) => r.before)}`);
console.log(`  DynamoDB after its last token          median ${trips((r) => r.after)}`);
console.log(`  DynamoDB after the stream ended        median ${trips((r) => r.late)}  (same invocation)`);
console.log(
  `  load average (1 min) before and after  ${loadBefore.toFixed(2)} / ${loadavg()[0]!.toFixed(2)} on this machine`,
);
