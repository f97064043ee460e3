/**
 * The measuring part of `npm run bench:research`, apart from its printing so a unit test can run it small: the
 * brief route with live research, streamed, through the local stack against the fake Bedrock (a grounded search
 * citing `sources` local pages, each answering after its own delay, then the brief's text) and the real safe
 * fetcher, one new keyword a run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeBedrock, isGrounding } from '../fakes/fake-bedrock';
import { html, startPageServer } from '../fakes/page-server';
import { researchPageHtml, researchPages, type ResearchPage } from '../fakes/research-site';
import { loadLocalConfig } from '../local/config';
import { startLocalStack } from '../local/stack';
import { briefBenchSettings, briefChunks } from './brief-run';

export interface ResearchBenchOptions {
  runs: number;
  sources: number;
  /** Milliseconds source i (from 0) takes to answer. */
  delayOf: (i: number) => number;
  firstTokenMs: number;
  tokens: number;
}

/** One streamed brief, in milliseconds from the client's request. */
export interface ResearchRun {
  /** To the brief's model call: the grounded search and the reading of its sources. */
  research: number;
  /** From the search's answer to the brief's model call: the sources read. */
  reading: number;
  /** From the model's first token to the first streamed word. */
  firstWord: number;
}

/** Runs one warm-up and `runs` measured briefs, each researching a keyword never researched before. */
export async function runResearchBench(options: ResearchBenchOptions): Promise<ResearchRun[]> {
  const pageSet: ResearchPage[] = Array.from({ length: options.sources }, (_, i) => ({
    ...researchPages[i % researchPages.length]!,
    path: `/bench/source-${i + 1}`,
  }));
  const pages = await startPageServer();
  pageSet.forEach((page, i) => {
    const answer = html(researchPageHtml(page));
    pages.route(
      `/${page.domain}${page.path}`,
      (req, res) => void setTimeout(() => answer(req, res), options.delayOf(i)),
    );
  });
  const citations = pageSet.map((page) => ({
    url: `${pages.origin}/${page.domain}${page.path}`,
    domain: page.domain,
  }));
  const fake = await FakeBedrock.start((request) =>
    isGrounding(request)
      ? { kind: 'grounding', citations }
      : {
          kind: 'text',
          chunks: briefChunks(options.tokens),
          firstTokenDelayMs: options.firstTokenMs,
          tokenIntervalMs: 10,
        },
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-research-'));
  Object.assign(process.env, briefBenchSettings(fake.url, options.runs + 1), {
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

  async function measureOne(run: number): Promise<ResearchRun> {
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
    const rows: ResearchRun[] = [];
    for (let run = 0; run < options.runs; run++) rows.push(await measureOne(run));
    return rows;
  } finally {
    await stack.close();
    await fake.close();
    await pages.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
