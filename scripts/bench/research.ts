/**
 * `npm run bench:research`: the brief route with live research, streamed, through the local stack against the
 * fake Bedrock (a grounded search citing 8 local pages, each answering after its own delay, then the brief's
 * text) and the real safe fetcher. Prints the medians of the research time, the reading of the 8 sources
 * beside the slowest one alone (read in parallel, the goal is at most 1.5 times it), and the first streamed
 * word of the brief after the model's first token (goal at most 100 ms), with the load average.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeBedrock, isGrounding } from '../fakes/fake-bedrock';
import { html, startPageServer } from '../fakes/page-server';
import { researchPageHtml, researchPages, type ResearchPage } from '../fakes/research-site';
import { loadLocalConfig } from '../local/config';
import { startLocalStack } from '../local/stack';
import { briefBenchSettings, briefChunks } from './brief-run';
import { median } from './import-time';

const RUNS = Number(process.env.RUNS ?? 10);
const FIRST_TOKEN_MS = 300;
/** Source i answers after 100 + 50·i ms: the slowest of the 8 after 450 ms. */
const delayOf = (i: number) => 100 + 50 * i;
const SOURCES = 8;

const pageSet: ResearchPage[] = Array.from({ length: SOURCES }, (_, i) => ({
  ...researchPages[i % researchPages.length]!,
  path: `/bench/source-${i + 1}`,
}));
const pages = await startPageServer();
pageSet.forEach((page, i) => {
  const answer = html(researchPageHtml(page));
  pages.route(
    `/${page.domain}${page.path}`,
    (req, res) => void setTimeout(() => answer(req, res), delayOf(i)),
  );
});
const citations = pageSet.map((page) => ({
  url: `${pages.origin}/${page.domain}${page.path}`,
  domain: page.domain,
}));
const fake = await FakeBedrock.start((request) =>
  isGrounding(request)
    ? { kind: 'grounding', citations }
    : { kind: 'text', chunks: briefChunks(40), firstTokenDelayMs: FIRST_TOKEN_MS, tokenIntervalMs: 10 },
);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-research-'));
Object.assign(process.env, briefBenchSettings(fake.url, RUNS + 1), {
  RESEARCH_MODEL_ID: 'us.amazon.nova-2-lite-v1:0',
  RESEARCH_REGION: 'us-east-1',
  RESEARCH_ENDPOINT: fake.url,
  FETCH_ALLOW_HOSTS: pages.hostPort,
});
const stack = await startLocalStack({
  root: process.cwd(),
  config: loadLocalConfig({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'SILENT' }),
  log: false,
});
const loadBefore = loadavg()[0]!;

/** One streamed brief for a keyword never researched before (no cache), timed from the client. */
async function measureOne(run: number) {
  const started = performance.now();
  const res = await fetch(`${stack.url}/functions/v1/content-brief`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
    body: JSON.stringify({
      experience_level: 'marketer',
      topic: 'Sourdough for beginners',
      primaryKeywords: [`sourdough starter ${run}`],
      targetAudience: 'home bakers',
      contentGoal: 'educate',
      contentType: 'blog-post',
      briefDepth: '1000-1500',
    }),
  });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  let firstWordAt = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    text += chunk.value;
    if (!firstWordAt && text.includes('"type":"text"')) firstWordAt = performance.now();
  }
  const [grounding, brief] = fake.requests.slice(-2);
  if (
    !grounding ||
    !isGrounding(grounding) ||
    !brief?.timings.firstTokenAt ||
    !text.includes('"research":"live"')
  )
    throw new Error(`bench:research run ${run} did not research and write: ${text.slice(0, 300)}`);
  return {
    research: brief.timings.receivedAt - started,
    reading: brief.timings.receivedAt - grounding.timings.endedAt!,
    firstWord: firstWordAt - brief.timings.firstTokenAt,
  };
}

try {
  await measureOne(-1);
  const rows: Awaited<ReturnType<typeof measureOne>>[] = [];
  for (let run = 0; run < RUNS; run++) rows.push(await measureOne(run));
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`.padStart(9);
  const med = (pick: (row: (typeof rows)[number]) => number) => median(rows.map(pick));
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
} finally {
  await stack.close();
  await fake.close();
  await pages.close();
  rmSync(dataDir, { recursive: true, force: true });
}
