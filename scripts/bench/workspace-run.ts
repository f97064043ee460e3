/**
 * The measuring loop of `npm run bench:workspace`, apart from its printing so a unit test can run it small:
 * a refinement of a brief and the brief itself, streamed in turn through the local stack against the fake
 * Bedrock endpoint, each timed to its first streamed word.
 */
import { demoBrief } from '../../lambdas/content-brief/demo';
import { ContentBriefRequestSchema } from '../../lambdas/content-brief/contract';
import { LOCAL_RESULT_SECRET, signatureOf } from '../../lambdas/shared/results/signature';
import type { FakeBedrock } from '../fakes/fake-bedrock';
import { withBenchStack } from './brief-run';

export interface WorkspaceBenchOptions {
  runs: number;
  warmup: number;
  firstTokenMs: number;
  tokenIntervalMs: number;
  tokens: number;
}

/** The fake model both parts of the bench stream from: its first token after 300 ms, then one each 20 ms. */
export const workspaceModel = { firstTokenMs: 300, tokenIntervalMs: 20, tokens: 60 };

/** One streamed request, in milliseconds. */
export interface FirstWordRun {
  /** From the client's request to its first `text` line. */
  firstWord: number;
  /** From the model's first token to the client's first `text` line: what we add to the model's wait. */
  afterModel: number;
}

/** A refinement and the tool it refines, measured one after the other in the same run. */
export interface WorkspaceRun {
  refine: FirstWordRun;
  tool: FirstWordRun;
}

const brief = ContentBriefRequestSchema.parse({
  experience_level: 'marketer',
  topic: 'Email marketing for bakeries',
  primaryKeywords: ['bakery newsletter'],
  targetAudience: 'small bakery owners',
  contentGoal: 'educate',
  contentType: 'blog-post',
  briefDepth: '1000-1500',
});

function signedBrief(text: string) {
  const result = { brief: text };
  return { ...result, signature: signatureOf(LOCAL_RESULT_SECRET, 'content-brief', result) };
}

/** The requests compared: Shorter of a written brief (about 3,000 characters), and a brief. */
const requests = {
  refine: {
    path: '/functions/v1/refine',
    body: JSON.stringify({
      tool: 'content-brief',
      // Signed as the local stack signs its answers: refine takes back only what this site wrote.
      previous: signedBrief(demoBrief(brief).content),
      instruction: { kind: 'shorter' },
      outputLanguage: 'vi',
    }),
  },
  tool: { path: '/functions/v1/content-brief', body: JSON.stringify(brief) },
};

/** Runs the bench: `warmup` unmeasured pairs, then `runs` measured pairs, refine and tool in turn. */
export function runWorkspaceBench(options: WorkspaceBenchOptions): Promise<WorkspaceRun[]> {
  return withBenchStack(options, 2 * (options.runs + options.warmup), async (stack, fake) => {
    const rows: WorkspaceRun[] = [];
    for (let run = 0; run < options.runs + options.warmup; run++) {
      // Alternating, so load on a shared machine weighs on both alike; the order swaps every run.
      const first = run % 2 === 0 ? 'refine' : 'tool';
      const second = first === 'refine' ? 'tool' : 'refine';
      const a = await firstWord(stack.url, fake, first, run);
      const b = await firstWord(stack.url, fake, second, run);
      if (run >= options.warmup) rows.push({ [first]: a, [second]: b } as unknown as WorkspaceRun);
    }
    return rows;
  });
}

/** One streamed request, read to its end, timed at its first `text` line. */
async function firstWord(
  url: string,
  fake: FakeBedrock,
  which: keyof typeof requests,
  run: number,
): Promise<FirstWordRun> {
  const { path, body } = requests[which];
  const started = performance.now();
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
    body,
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let firstWordAt = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    text += decoder.decode(chunk.value, { stream: true });
    if (!firstWordAt && text.includes('{"type":"text"')) firstWordAt = performance.now();
  }
  const model = fake.requests.at(-1)?.timings;
  if (res.status !== 200 || !firstWordAt || !model?.firstTokenAt)
    throw new Error(`bench:workspace ${which} run ${run} failed with ${res.status}: ${text.slice(0, 300)}`);
  return { firstWord: firstWordAt - started, afterModel: firstWordAt - model.firstTokenAt };
}
