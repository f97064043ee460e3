import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tables } from '../../catalog/tables';
import { documentClientFor } from '../../lambdas/shared/dynamo';
import { CapacityReachedError, PromptTooLongError, RateLimitedError } from '../../lambdas/shared/http/errors';
import { admit, type AdmissionRequest } from '../../lambdas/shared/rate-limit/admission';
import { budgetDay, generationMaximum } from '../../lambdas/shared/rate-limit/generation-budget';
import { reservationMeter } from '../../lambdas/shared/rate-limit/meter';
import type { RateLimitLevel, RateLimitSettings } from '../../lambdas/shared/rate-limit/rate-limiter';
import { visitorBucket } from '../../lambdas/shared/rate-limit/visitor';
import { networkShare, RateLimitsRepository } from '../../lambdas/shared/repositories/rate-limits-repository';
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
  return consume({ visitor, levels }, at);
}

async function consume(request: AdmissionRequest, at: number) {
  try {
    const admission = await admit({ store: repository, now: () => at }, request);
    await admission.tidy;
    return undefined;
  } catch (err) {
    if (err instanceof RateLimitedError || err instanceof CapacityReachedError) return err;
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
    const saved = await repository.visitorRecord(visitor);
    expect(saved?.hits).toEqual({ brief: [0, 1, 2], headlines: [20, 30], '*': [0, 1, 2, 20, 30] });
  });

  it('counts every address of an IPv6 /64 as one visitor, and another /64 apart', async () => {
    const limit = [tool({ requests: 2, windowSeconds: 60 })];
    expect(await request(visitorBucket('2001:db8:77:1::1')!, 0, limit)).toBeUndefined();
    expect(await request(visitorBucket('2001:db8:77:1:a:b:c:d')!, 1, limit)).toBeUndefined();
    expect(await request(visitorBucket('2001:db8:77:1:ffff::9')!, 2, limit)).toBeDefined();
    expect(await request(visitorBucket('2001:db8:77:2::1')!, 3, limit)).toBeUndefined();
  });

  it('admits exactly the limit when ten requests of one visitor race (atomic appends, no transactions)', async () => {
    const visitor = freshVisitor();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        request(visitor, 5000 + i, [tool(fivePer20s)]).then((refused) => (refused ? 'refused' : 'admitted')),
      ),
    );
    expect(results.filter((r) => r === 'admitted')).toHaveLength(5);
    expect(results.filter((r) => r === 'refused')).toHaveLength(5);
    expect((await repository.visitorRecord(visitor))?.hits.tool).toHaveLength(5);
  });

  it('keeps a steady visitor’s item small: entries no window reaches are pruned once a list holds twice its limit', async () => {
    const visitor = freshVisitor();
    const limit = [tool({ requests: 3, windowSeconds: 10 })];
    for (let at = 0; at < 600_000; at += 4000) expect(await request(visitor, at, limit)).toBeUndefined();
    const hits = (await repository.visitorRecord(visitor))!.hits.tool!;
    // Of 150 requests, only those of the last window plus a minute's clock margin, and a few before a prune.
    expect(hits.length).toBeLessThan(30);
    expect(Math.min(...hits)).toBeGreaterThan(596_000 - 10_000 - 60_000 - 2 * 3 * 4000);
    expect(hits.at(-1)).toBe(596_000);
  });
});

describe('daily generation budget and visitor share on DynamoDB (dynalite), fake clock', () => {
  const DAY = 86_400_000;
  const levels = [tool({ requests: 100, windowSeconds: 3600 })];
  const meta = (inputTokens: number, outputTokens: number) => ({
    demo: false,
    usage: { inputTokens, outputTokens },
  });
  /** A generation's admission: `reserve` tokens against the limits, at `at` on the fake clock. */
  const reserveAt = (
    visitor: string,
    at: number,
    reserve: number,
    dailyTokens: number,
    visitorTokens: number,
  ) =>
    admit(
      { store: repository, now: () => at },
      { visitor, levels, tokens: { reserve, dailyTokens, visitorTokens, networkTokens: dailyTokens } },
    ).then(({ reservation }) => reservation!);

  it('reserves before a generation, settles to what the model reported, and answers 503 once a reservation no longer fits the day', async () => {
    const noon = Date.UTC(2026, 10, 22, 12, 0, 0);
    const day = budgetDay(noon);
    const visitor = freshVisitor();
    const first = await reserveAt(visitor, noon, 600, 1000, 1000);
    expect(await repository.tokensUsed(day)).toBe(600);
    expect((await repository.visitorRecord(visitor))?.tokens[day]).toBe(600);

    const second = freshVisitor();
    const refused = await consume(
      {
        visitor: second,
        levels,
        tokens: { reserve: 600, dailyTokens: 1000, visitorTokens: 1000, networkTokens: 1000 },
      },
      noon,
    );
    expect(refused).toBeInstanceOf(CapacityReachedError);
    expect(refused).toMatchObject({
      status: 503,
      code: 'capacity_reached',
      message:
        "Our AI tools have reached today's capacity. Please try again after midnight UTC, in 12 hours.",
      details: { retryAt: '2026-11-23T00:00:00.000Z' },
      headers: { 'Retry-After': String(12 * 3600) },
    });
    expect(await repository.tokensUsed(day)).toBe(600);
    expect(await repository.visitorRecord(second)).toEqual({ hits: { tool: [] }, tokens: { [day]: 0 } });

    expect(await first.settle(meta(100, 150))).toEqual({ day: 250 });
    expect(await repository.tokensUsed(day)).toBe(250);
    expect((await repository.visitorRecord(visitor))?.tokens[day]).toBe(250);

    const third = await reserveAt(second, noon, 600, 1000, 1000);
    await third.release();
    await third.release();
    expect(await repository.tokensUsed(day)).toBe(250);

    const tomorrow = noon + 12 * 3600 * 1000;
    expect(budgetDay(tomorrow)).toBe('2026-11-23');
    await expect(reserveAt(second, tomorrow, 1000, 1000, 1000)).resolves.toBeDefined();
  });

  it('holds one visitor to their share of the day with a 429 that says so and when to come back, while others go on', async () => {
    const evening = Date.UTC(2026, 10, 25, 18, 0, 0);
    const day = budgetDay(evening);
    const visitor = freshVisitor();
    const kept = await reserveAt(visitor, evening, 400, 10_000, 500);
    const refused = await consume(
      {
        visitor,
        levels,
        tokens: { reserve: 400, dailyTokens: 10_000, visitorTokens: 500, networkTokens: 10_000 },
      },
      evening,
    );
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect(refused).toMatchObject({
      status: 429,
      code: 'visitor_rate_limited',
      message:
        "You have reached your share of today's AI capacity (5% of the day's budget for one visitor). Please try again in 6 hours.",
      headers: { 'Retry-After': String(6 * 3600) },
    });
    expect(await repository.visitorRecord(visitor)).toEqual({
      hits: { tool: [evening] },
      tokens: { [day]: 400 },
    });
    await expect(reserveAt(freshVisitor(), evening, 400, 10_000, 500)).resolves.toBeDefined();

    await kept.settle(meta(50, 50));
    await expect(reserveAt(visitor, evening + DAY / 2 - 1, 400, 10_000, 500)).resolves.toBeDefined();
  });

  it('tops a reservation up before the model is called when the prompt needs more, under the same limits', async () => {
    const morning = Date.UTC(2026, 10, 27, 8, 0, 0);
    const day = budgetDay(morning);
    const visitor = freshVisitor();
    const reservation = await reserveAt(visitor, morning, 300, 1000, 1000);
    expect(reservation.unclaimed).toBe(true);
    await reservation.cover(200);
    expect(reservation.unclaimed).toBe(false);
    expect(reservation.reserved).toBe(300);
    await reservation.cover(700);
    expect(await repository.tokensUsed(day)).toBe(700);

    const other = await reserveAt(freshVisitor(), morning, 200, 1000, 1000);
    await expect(other.cover(400)).rejects.toBeInstanceOf(CapacityReachedError);
    expect(await repository.tokensUsed(day)).toBe(900);
    await other.release();
    await reservation.settle(meta(300, 100));
    expect(await repository.tokensUsed(day)).toBe(400);
    expect((await repository.visitorRecord(visitor))?.tokens[day]).toBe(400);
  });

  it("refuses a prompt above its tool's input-token ceiling with a 413 before the model is called, holding nothing more", async () => {
    const night = Date.UTC(2026, 10, 29, 23, 0, 0);
    const day = budgetDay(night);
    const visitor = freshVisitor();
    const settings = {
      inputTokens: 4000,
      outputTokens: 500,
      stage: 'local',
      dailyTokens: 100_000,
      tool: 'x',
    };
    const meter = reservationMeter(await reserveAt(visitor, night, 1000, 100_000, 100_000), settings);
    const refused = await meter.start(4001, 1).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(PromptTooLongError);
    expect(refused).toMatchObject({
      status: 413,
      code: 'payload_too_large',
      message:
        'This request holds more text than our AI tools can read at once. Please send a shorter text or page.',
    });
    expect(await repository.tokensUsed(day)).toBe(1000);
    await meter.release();
    expect(await repository.tokensUsed(day)).toBe(0);

    const fits = reservationMeter(await reserveAt(visitor, night, 1000, 100_000, 100_000), settings);
    await fits.start(4000, 2);
    expect(await repository.tokensUsed(day)).toBe(generationMaximum(4000, 500, 2));
    await fits.settle({ demo: false, usage: { inputTokens: 900, outputTokens: 100 } });
    expect(await repository.tokensUsed(day)).toBe(1000);
    expect((await repository.visitorRecord(visitor))?.tokens[day]).toBe(1000);
  });

  it('holds nothing for a request whose budget update failed: the visitor’s count and the networks’ are taken back too', async () => {
    const visitor = freshVisitor();
    const network = '198.51.100.0/24';
    const throttled = new Error('ThrottlingException');
    const failingDay = Object.assign(Object.create(repository) as RateLimitsRepository, {
      addShared: async (key: string, ...rest: [number, number, number?]) => {
        if (key.startsWith('budget#')) throw throttled;
        return repository.addShared(key, ...rest);
      },
    });
    const noon = Date.UTC(2026, 11, 1, 12, 0, 0);
    const day = budgetDay(noon);
    const request = {
      visitor,
      networks: [network],
      levels,
      tokens: { reserve: 500, dailyTokens: 10_000, visitorTokens: 10_000, networkTokens: 10_000 },
    };
    await expect(admit({ store: failingDay, now: () => noon }, request)).rejects.toBe(throttled);
    expect(await repository.visitorRecord(visitor)).toEqual({ hits: { tool: [] }, tokens: { [day]: 0 } });
    expect(await repository.sharedTokens(networkShare(day, network))).toBe(0);
  });
});
