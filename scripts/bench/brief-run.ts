/**
 * The measuring loop of `npm run bench:brief`, apart from its printing so a unit test can run it small:
 * the brief route, streamed, through the local stack against the fake Bedrock endpoint.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from '../../lambdas/shared/env';
import { FakeBedrock } from '../fakes/fake-bedrock';
import { loadLocalConfig } from '../local/config';
import { startLocalStack, type LocalStack } from '../local/stack';

export interface BriefBenchOptions {
  runs: number;
  warmup: number;
  firstTokenMs: number;
  tokenIntervalMs: number;
  tokens: number;
}

/** One measured request, in milliseconds. */
export interface BriefRun {
  ttfb: number;
  total: number;
  /** From the model's first token to the client's first byte. */
  firstWords: number;
  /** From the client's request to the model receiving its call: everything we do before the model. */
  beforeModel: number;
  /** From the model's last token to the client's end of stream: everything we do after the model. */
  afterModel: number;
  /** DynamoDB calls before the model was called, and how many round trips they took one after another. */
  before: StoreCalls;
  /** The same after the model's last token, until the client's end of stream. */
  after: StoreCalls;
  /** The same after the stream ended, in the same invocation (the reservation's settlement). */
  late: StoreCalls;
}

export interface StoreCalls {
  calls: number;
  roundTrips: number;
}

/** One DynamoDB call as the local store saw it, in performance.now() milliseconds. */
interface Call {
  start: number;
  end: number;
}

/** The calls that started in [from, to], and how many waves they made: a wave starts after the last one ended. */
export function storeCalls(calls: readonly Call[], from: number, to: number): StoreCalls {
  const within = calls.filter((call) => call.start >= from && call.start <= to);
  let roundTrips = 0;
  let waveEnd = -Infinity;
  for (const call of [...within].sort((a, b) => a.start - b.start)) {
    if (call.start >= waveEnd) roundTrips++;
    waveEnd = Math.max(waveEnd, call.end);
  }
  return { calls: within.length, roundTrips };
}

const body = JSON.stringify({
  experience_level: 'marketer',
  topic: 'Email marketing for bakeries',
  primaryKeywords: ['bakery newsletter'],
  targetAudience: 'small bakery owners',
  contentGoal: 'educate',
  contentType: 'blog-post',
  briefDepth: '1000-1500',
});

/** The model's answer: `tokens` chunks, a section heading every eighth. */
export const briefChunks = (tokens: number): string[] =>
  Array.from({ length: tokens }, (_, i) => (i % 8 === 0 ? `\n## Section ${i / 8 + 1}\n- ` : `word${i} `));

/**
 * The environment the bench runs the functions with: one visitor sends every request, so its limits and
 * its share of the day's budget must admit them all. Validated against the functions' own schema, so a setting it refuses fails here, named.
 */
export function briefBenchSettings(fakeUrl: string, requests: number): Record<string, string> {
  const settings = {
    GENERATOR: 'bedrock',
    BEDROCK_MODEL_ID: 'bench-model',
    BEDROCK_ENDPOINT: fakeUrl,
    AWS_ACCESS_KEY_ID: 'bench',
    AWS_SECRET_ACCESS_KEY: 'bench',
    RATE_LIMIT_REQUESTS: String(requests),
    RATE_LIMIT_ALL_TOOLS_REQUESTS: String(requests),
    GENERATION_BUDGET_VISITOR_PERCENT: '100',
    GENERATION_BUDGET_NETWORK_PERCENT: '100',
  };
  try {
    parseEnv({ ...process.env, ...settings });
  } catch (err) {
    throw new Error(`bench:brief: the functions would refuse its settings: ${(err as Error).message}`, {
      cause: err,
    });
  }
  return settings;
}

/**
 * The fake Bedrock streaming a brief at the options' pace and the local stack against it, with settings for
 * `requests` requests; `measure` runs with both, and everything is stopped and removed after it.
 */
export async function withBenchStack<T>(
  options: Pick<BriefBenchOptions, 'firstTokenMs' | 'tokenIntervalMs' | 'tokens'>,
  requests: number,
  measure: (stack: LocalStack, fake: FakeBedrock) => Promise<T>,
): Promise<T> {
  const fake = await FakeBedrock.start({
    kind: 'text',
    chunks: briefChunks(options.tokens),
    firstTokenDelayMs: options.firstTokenMs,
    tokenIntervalMs: options.tokenIntervalMs,
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-stack-'));
  try {
    Object.assign(process.env, briefBenchSettings(fake.url, requests));
    const stack = await startLocalStack({
      root: process.cwd(),
      config: loadLocalConfig({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'SILENT' }),
      log: false,
    });
    try {
      return await measure(stack, fake);
    } finally {
      await stack.close();
    }
  } finally {
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs the bench: `warmup` unmeasured requests, then `runs` measured ones, one after another. */
export function runBriefBench(options: BriefBenchOptions): Promise<BriefRun[]> {
  return withBenchStack(options, options.runs + options.warmup, async (stack, fake) => {
    const calls: Call[] = [];
    stack.store.server.on('request', (_req, res: ServerResponse) => {
      const call = { start: performance.now(), end: Infinity };
      calls.push(call);
      res.once('finish', () => (call.end = performance.now()));
    });
    const rows: BriefRun[] = [];
    for (let run = 0; run < options.runs + options.warmup; run++) {
      const { endedAt, ...row } = await measureOne(stack.url, fake, run, calls);
      // The invocation goes on after its stream (it settles then): the next run starts once it is done, as
      // a function instance takes its next request.
      const idleAt = await storeIdle(calls);
      if (run >= options.warmup) rows.push({ ...row, late: storeCalls(calls, endedAt, idleAt) });
    }
    return rows;
  });
}

/** Quiet time after which no more calls of a request are expected. */
const IDLE_MS = 50;

/** Resolves when every store call has ended and none started for IDLE_MS; returns when the last one ended. */
async function storeIdle(calls: readonly Call[]): Promise<number> {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const last = Math.max(0, ...calls.map((call) => Math.max(call.start, call.end)));
    if (last !== Infinity && performance.now() - last >= IDLE_MS) return last;
  }
}

async function measureOne(
  url: string,
  fake: FakeBedrock,
  run: number,
  calls: Call[],
): Promise<Omit<BriefRun, 'late'> & { endedAt: number }> {
  const started = performance.now();
  const res = await fetch(`${url}/functions/v1/content-brief`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
    body,
  });
  const reader = res.body!.getReader();
  let firstByteAt = 0;
  let text = '';
  const decoder = new TextDecoder();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    firstByteAt ||= performance.now();
    text += decoder.decode(chunk.value, { stream: true });
  }
  const endedAt = performance.now();
  const model = fake.requests.at(-1)?.timings;
  if (res.status !== 200 || !model?.firstTokenAt || !model.endedAt)
    throw new Error(`bench:brief run ${run} failed with ${res.status}: ${text.slice(0, 300)}`);
  return {
    ttfb: firstByteAt - started,
    total: endedAt - started,
    firstWords: firstByteAt - model.firstTokenAt,
    beforeModel: model.receivedAt - started,
    afterModel: endedAt - model.endedAt,
    before: storeCalls(calls, started, model.receivedAt),
    after: storeCalls(calls, model.endedAt, endedAt),
    endedAt,
  };
}
