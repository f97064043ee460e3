/**
 * The alternative `npm run bench:grader` weighs the browser's worker against: each re-grade as a request to the
 * grader (the grade alone, no model) on the in-process stack, with its CPU (server and client) and wall time, and
 * the bytes it sends and gets back.
 */
import { article } from './grader-run';
import type { GraderStack } from './grader-stack';

export interface ServerRegrade {
  cpuMs: number[];
  wallMs: number[];
  /** JSON request and answer bodies, bytes. */
  sent: number;
  received: number;
  words: number;
}

/** `runs` requests of a draft as long as the draft's cap allows (its words counted as the grade counts them). */
export async function serverRegrades(stack: GraderStack, runs: number): Promise<ServerRegrade> {
  const draft = article(5000, ['feeding schedule', 'flour types', 'fridge'], 7).slice(0, 29_900);
  const body = (run: number) =>
    JSON.stringify({ mode: 'text', keyword: 'sourdough starter', edits: false, draft: `${draft} ${run}` });
  const found: ServerRegrade = { cpuMs: [], wallMs: [], sent: 0, received: 0, words: 0 };
  for (let run = 0; run <= runs; run++) {
    const [cpu, wall] = [process.cpuUsage(), performance.now()];
    const res = await fetch(`${stack.url}/functions/v1/content-grader`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body(run),
    });
    const text = await res.text();
    const { user, system } = process.cpuUsage(cpu);
    // The first request loads the analysis and researches the keyword: a warm-up.
    if (run === 0) continue;
    found.cpuMs.push((user + system) / 1000);
    found.wallMs.push(performance.now() - wall);
    found.sent = Buffer.byteLength(body(run));
    found.received = Buffer.byteLength(text);
    found.words = (JSON.parse(text) as { words: number }).words;
  }
  return found;
}
