import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tables } from '../../infra/tables';
import { documentClientFor } from '../../lambdas/shared/dynamo';
import { CapacityReachedError, RateLimitedError } from '../../lambdas/shared/http/errors';
import {
  budgetDay,
  checkGenerationBudget,
  recordGenerationUsage,
} from '../../lambdas/shared/rate-limit/generation-budget';
import {
  consumeRateLimit,
  type RateLimitLevel,
  type RateLimitSettings,
} from '../../lambdas/shared/rate-limit/rate-limiter';
import { visitorBucket } from '../../lambdas/shared/rate-limit/visitor';
import { RateLimitsRepository } from '../../lambdas/shared/repositories/rate-limits-repository';
import { startLocalStore, type LocalStore } from '../../scripts/local/store';

let store: LocalStore;
let dataDir: string;
let repository: RateLimitsRepository;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'copilot-window-'));
  store = await startLocalStore({ dataDir, stage: 'local', tables });
  repository = new RateLimitsRepository(documentClientFor(store.client), store.tableNames['rate-limits']!);
});
afterAll(async () => {
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let visitors = 0;
/** A fresh visitor address per test, so tests share the store but no history. */
const freshVisitor = () => `198.51.100.${++visitors}`;

const tool = (limit: RateLimitSettings, scope = 'tool'): RateLimitLevel => ({
  scope,
  limit,
  subject: 'for this tool',
});
const allTools = (limit: RateLimitSettings): RateLimitLevel => ({
  scope: '*',
  limit,
  subject: 'across our AI tools',
});

/** One request at `at` ms on a fake clock: the refusal, or undefined when admitted. */
async function request(visitor: string, at: number, levels: RateLimitLevel[]) {
  try {
    await consumeRateLimit({ store: repository, now: () => at, pause: async () => {} }, visitor, levels);
    return undefined;
  } catch (err) {
    if (err instanceof RateLimitedError) return err;
    throw err;
  }
}

const fivePer20s = { requests: 5, windowSeconds: 20 };

describe('sliding-window limit on DynamoDB (dynalite), fake clock', () => {
  it('lets 5 of 10 requests through around a 20 s window edge (a fixed window let all 10 through)', async () => {
    const visitor = freshVisitor();
    const times = Array.from({ length: 10 }, (_, i) => 19_200 + i * 160); // 19.2 s … 20.64 s
    const admitted: number[] = [];
    for (const at of times) if (!(await request(visitor, at, [tool(fivePer20s)]))) admitted.push(at);
    expect(admitted).toEqual(times.slice(0, 5));
  });

  it('admits the next request exactly when the oldest leaves the window, and says so in Retry-After', async () => {
    const visitor = freshVisitor();
    for (let i = 0; i < 5; i++)
      expect(await request(visitor, 1000 + i * 100, [tool(fivePer20s)])).toBeUndefined();
    const refused = await request(visitor, 20_999, [tool(fivePer20s)]);
    expect(refused?.status).toBe(429);
    expect(refused?.headers['Retry-After']).toBe('1');
    expect(refused?.message).toBe(
      'You have reached the limit of 5 requests per 20 seconds for this tool. Please try again in 1 second.',
    );
    expect(await request(visitor, 21_000, [tool(fivePer20s)])).toBeUndefined();
    expect(await request(visitor, 21_050, [tool(fivePer20s)])).toBeDefined();
    expect(await request(visitor, 21_100, [tool(fivePer20s)])).toBeUndefined();
  });

  it('never admits more than the limit in any 20 s span over a minute of steady requests', async () => {
    const visitor = freshVisitor();
    const admitted: number[] = [];
    for (let at = 0; at < 60_000; at += 700)
      if (!(await request(visitor, at, [tool(fivePer20s)]))) admitted.push(at);
    for (const start of admitted) {
      expect(admitted.filter((at) => at >= start && at < start + 20_000).length).toBeLessThanOrEqual(5);
    }
    expect(admitted.length).toBe(15); // 5 in each of three windows' worth of time
  });

  it('counts a visitor across all AI tools as well as per tool, and a refused request uses up nothing', async () => {
    const visitor = freshVisitor();
    const perTool = { requests: 3, windowSeconds: 3600 };
    const levels = (scope: string) => [tool(perTool, scope), allTools({ requests: 5, windowSeconds: 3600 })];
    for (let i = 0; i < 3; i++) expect(await request(visitor, i, levels('brief'))).toBeUndefined();
    expect((await request(visitor, 10, levels('brief')))?.message).toMatch(/ for this tool\. /);
    expect(await request(visitor, 20, levels('headlines'))).toBeUndefined();
    expect(await request(visitor, 30, levels('headlines'))).toBeUndefined();
    expect((await request(visitor, 40, levels('headlines')))?.message).toBe(
      'You have reached the limit of 5 requests per 60 minutes across our AI tools. Please try again in 60 minutes.',
    );
    const saved = await repository.visitorHits(visitor);
    expect(saved?.hits).toEqual({ brief: [0, 1, 2], headlines: [20, 30], '*': [0, 1, 2, 20, 30] });
  });

  it('counts every address of an IPv6 /64 as one visitor, and another /64 apart', async () => {
    const limit = [tool({ requests: 2, windowSeconds: 60 })];
    expect(await request(visitorBucket('2001:db8:77:1::1')!, 0, limit)).toBeUndefined();
    expect(await request(visitorBucket('2001:db8:77:1:a:b:c:d')!, 1, limit)).toBeUndefined();
    expect(await request(visitorBucket('2001:db8:77:1:ffff::9')!, 2, limit)).toBeDefined();
    expect(await request(visitorBucket('2001:db8:77:2::1')!, 3, limit)).toBeUndefined();
  });

  it('admits exactly the limit when ten requests of one visitor race (conditional writes, no transactions)', async () => {
    const visitor = freshVisitor();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        consumeRateLimit({ store: repository, now: () => 5000 + i }, visitor, [tool(fivePer20s)]).then(
          () => 'admitted',
          (err: unknown) => (err instanceof RateLimitedError ? 'refused' : 'failed'),
        ),
      ),
    );
    expect(results.filter((r) => r === 'admitted')).toHaveLength(5);
    expect(results.filter((r) => r === 'refused')).toHaveLength(5);
    expect((await repository.visitorHits(visitor))?.hits.tool).toHaveLength(5);
  });
});

describe('daily generation budget on DynamoDB (dynalite), fake clock', () => {
  const noon = Date.UTC(2026, 10, 22, 12, 0, 0);
  const at = (now: number) => ({ ledger: repository, now: () => now });

  it('admits generations until the UTC day has used its tokens, then answers 503 until midnight', async () => {
    await expect(checkGenerationBudget(at(noon), 1000)).resolves.toBeUndefined();
    expect(await recordGenerationUsage(at(noon), 1000, { inputTokens: 300, outputTokens: 500 })).toBe(80);
    await expect(checkGenerationBudget(at(noon), 1000)).resolves.toBeUndefined();
    expect(await recordGenerationUsage(at(noon), 1000, { inputTokens: 100, outputTokens: 150 })).toBe(105);
    const refused = await checkGenerationBudget(at(noon), 1000).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(CapacityReachedError);
    expect(refused).toMatchObject({
      status: 503,
      code: 'capacity_reached',
      message: "Our AI tools have reached today's capacity, please try again tomorrow.",
      headers: { 'Retry-After': String(12 * 3600) },
    });
    const tomorrow = noon + 12 * 3600 * 1000;
    expect(budgetDay(tomorrow)).toBe('2026-11-23');
    await expect(checkGenerationBudget(at(tomorrow), 1000)).resolves.toBeUndefined();
  });
});
