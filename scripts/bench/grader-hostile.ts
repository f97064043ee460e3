/**
 * The hostile inputs of `npm run bench:grader` (issue 47): each posted to the grader (the grade alone, no model)
 * on the in-process stack while `/api/health` is asked every 25 ms, with the CPU the process spent on it, its
 * status and the health check's answers meanwhile.
 */
import type { GraderStack } from './grader-stack';

/** What a visitor could paste (at the 30,000-character cap) or publish that cost minutes or a 500 before. */
export function hostileCases(scale = 1): Record<string, Record<string, unknown>> {
  const n = (count: number) => Math.max(1, Math.round(count * scale));
  const text = (draft: string) => ({ mode: 'text', draft });
  return {
    'a + 29,999 combining accents': text(`a${'\u0301'.repeat(n(29_999))}`),
    '`a-` × 15,000': text('a-'.repeat(n(15_000))),
    '`&#1` × 10,000': text('&#1'.repeat(n(10_000))),
    '`&#1 ` × 7,500 (each a token)': text('&#1 '.repeat(n(7_500))),
    'one 30,000-character word': text('x'.repeat(n(30_000))),
    '15,000 Markdown headings': text('#\n'.repeat(n(15_000))),
    '2,000 nested quotes `>`': text('>'.repeat(n(2000))),
    '3,000 nested `> `': text('> '.repeat(n(3000))),
    '3,000 nested `- `': text(`${'- '.repeat(n(3000))}x`),
    '3,000 nested `1. `': text(`${'1. '.repeat(n(3000))}x`),
    'a page of 20,000 <h2>': { mode: 'url', url: '/hostile/headings' },
    'a page holding one 500,000-character word': { mode: 'url', url: '/hostile/word' },
  };
}

/** One hostile request: its status, the process's CPU meanwhile, and the health checks answered meanwhile. */
export interface HostileRun {
  name: string;
  status: number;
  cpuMs: number;
  wallMs: number;
  health: { answered: number; failed: number; slowestMs: number };
}

const cpuMs = (since: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};

async function healthWhile(url: string, running: { done: boolean }) {
  const found = { answered: 0, failed: 0, slowestMs: 0 };
  while (!running.done) {
    const asked = performance.now();
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    found.slowestMs = Math.max(found.slowestMs, performance.now() - asked);
    found[ok ? 'answered' : 'failed']++;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return found;
}

/**
 * Posts each case twice (after one ordinary grade that loads the analysis and researches the keyword): alone,
 * for the process's CPU on it (server and client, the stack being in this process), then with `/api/health`
 * asked meanwhile, for its answers.
 */
export async function hostileRuns(stack: GraderStack, scale = 1): Promise<HostileRun[]> {
  const post = async (body: Record<string, unknown>) => {
    const res = await fetch(`${stack.url}/functions/v1/content-grader`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        keyword: 'sourdough starter',
        edits: false,
        ...body,
        ...(typeof body.url === 'string' ? { url: `${stack.pages}${body.url}` } : {}),
      }),
    });
    await res.text();
    return res.status;
  };
  await post({ mode: 'text', draft: '# Sourdough starter\n\nFeed it daily.' });
  const runs: HostileRun[] = [];
  for (const [name, body] of Object.entries(hostileCases(scale))) {
    const [cpu, wall] = [process.cpuUsage(), performance.now()];
    const status = await post(body);
    const spent = { cpuMs: cpuMs(cpu), wallMs: performance.now() - wall };
    const running = { done: false };
    const health = healthWhile(stack.url, running);
    const again = await post(body);
    running.done = true;
    runs.push({ name, status: Math.max(status, again), ...spent, health: await health });
  }
  return runs;
}
