/**
 * `npm run bench:brief`: the brief route, streamed, against the fake Bedrock endpoint with a fixed
 * first-token delay and token rate. Prints medians of time to first byte, time to complete, how long
 * the first words take from the model to the client, and our own overhead (total minus model time).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeBedrock } from '../fakes/fake-bedrock';
import { loadLocalConfig } from '../local/config';
import { startLocalStack } from '../local/stack';

const RUNS = Number(process.env.RUNS ?? 25);
const WARMUP = 3;
const FIRST_TOKEN_MS = 300;
const TOKEN_INTERVAL_MS = 20;
const CHUNKS = Array.from({ length: 60 }, (_, i) =>
  i % 8 === 0 ? `\n## Section ${i / 8 + 1}\n- ` : `word${i} `,
);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const fake = await FakeBedrock.start({
  kind: 'text',
  chunks: CHUNKS,
  firstTokenDelayMs: FIRST_TOKEN_MS,
  tokenIntervalMs: TOKEN_INTERVAL_MS,
});
Object.assign(process.env, {
  GENERATOR: 'bedrock',
  BEDROCK_MODEL_ID: 'bench-model',
  BEDROCK_ENDPOINT: fake.url,
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  RATE_LIMIT_REQUESTS: '100000',
});
const dataDir = mkdtempSync(join(tmpdir(), 'bench-brief-'));
const stack = await startLocalStack({
  root: process.cwd(),
  config: loadLocalConfig({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'SILENT' }),
  log: false,
});

const body = JSON.stringify({
  experience_level: 'marketer',
  topic: 'Email marketing for bakeries',
  primaryKeywords: ['bakery newsletter'],
  targetAudience: 'small bakery owners',
  contentGoal: 'educate',
  contentType: 'blog-post',
  briefDepth: '1000-1500',
});

const rows: { ttfb: number; total: number; firstWords: number; overhead: number }[] = [];
for (let run = 0; run < RUNS + WARMUP; run++) {
  const started = performance.now();
  const res = await fetch(`${stack.url}/functions/v1/content-brief`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
    body,
  });
  const reader = res.body!.getReader();
  let firstByteAt = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
    firstByteAt ||= performance.now();
  const endedAt = performance.now();
  const model = fake.requests.at(-1)!.timings;
  if (res.status !== 200 || !model.firstTokenAt || !model.endedAt)
    throw new Error(`run ${run} failed with ${res.status}`);
  if (run < WARMUP) continue;
  rows.push({
    ttfb: firstByteAt - started,
    total: endedAt - started,
    firstWords: firstByteAt - model.firstTokenAt,
    overhead: endedAt - started - (model.endedAt - model.receivedAt),
  });
}

await stack.close();
await fake.close();
rmSync(dataDir, { recursive: true, force: true });

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
console.log(
  `bench:brief: ${RUNS} streamed runs (after ${WARMUP} warm-up), fake model: first token after ${FIRST_TOKEN_MS} ms, then a token every ${TOKEN_INTERVAL_MS} ms, ${CHUNKS.length} tokens`,
);
console.log(`  time to first byte at the client    median ${fmt(median(rows.map((r) => r.ttfb)))}`);
console.log(`  time to complete                    median ${fmt(median(rows.map((r) => r.total)))}`);
console.log(
  `  model's first token -> client       median ${fmt(median(rows.map((r) => r.firstWords)))}  (target < 100 ms)`,
);
console.log(
  `  our overhead (total - model time)   median ${fmt(median(rows.map((r) => r.overhead)))}  (target < 20 ms)`,
);
