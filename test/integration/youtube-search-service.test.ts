import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { documentClientFor } from '../../lambdas/shared/dynamo';
import { YouTubeRepository } from '../../lambdas/shared/repositories/youtube-repository';
import { RateLimitedError } from '../../lambdas/shared/http/errors';
import { YouTubeClient } from '../../lambdas/shared/youtube/client';
import { YouTubeQuotaError } from '../../lambdas/shared/youtube/errors';
import { pacificDay } from '../../lambdas/shared/youtube/pacific-day';
import { searchVideos, type YouTubeSearchDeps } from '../../lambdas/youtube-analysis/search/service';
import { youtubeTable } from '../../catalog/tables';
import { FakeYouTube } from '../../scripts/fakes/fake-youtube';
import { startLocalStore, type LocalStore } from '../../scripts/local/store';

const HOUR = 3_600_000;
/** Noon, Pacific time, on a winter day. */
const NOON = Date.parse('2026-01-15T20:00:00Z');

let store: LocalStore;
let dataDir: string;
let fake: FakeYouTube;
let repository: YouTubeRepository;
let clock: number;
let units: number[];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'copilot-youtube-'));
  store = await startLocalStore({ dataDir, stage: 'local', tables: [youtubeTable] });
  repository = new YouTubeRepository(documentClientFor(store.client), store.tableNames.youtube!);
  fake = await FakeYouTube.start();
});
afterAll(async () => {
  await fake.close();
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let day = 0;
beforeEach(() => {
  // Each test gets its own two Pacific days (a test may cross midnight), so counters never carry over.
  clock = NOON + day++ * 48 * HOUR;
  units = [];
  fake.calls.splice(0);
});

/** The stage defaults: 9,000 units a day, a day's cache, 10 new keywords per visitor. */
function deps(budget = 9000, ttlHours = 24, visitorDailyKeywords = 10): YouTubeSearchDeps {
  const client = new YouTubeClient({ baseUrl: fake.url, apiKey: fake.apiKey, timeoutMs: 2000 });
  return {
    store: repository,
    search: (keyword) => client.topVideos(keyword),
    now: () => clock,
    settings: { cacheTtlHours: ttlHours, dailyUnitBudget: budget, visitorDailyKeywords },
    onUnitsUsed: (used) => units.push(used),
  };
}

/** A search by one visitor (the rate limiter's bucket: an IPv4 address, or an IPv6 /64). */
const search = (d: YouTubeSearchDeps, topic: string, visitor = '203.0.113.7') =>
  searchVideos(d, topic, visitor);

describe('YouTube search with cache and daily quota', () => {
  it('searches YouTube once per normalised keyword, then answers from the cache for free', async () => {
    const first = await search(deps(), 'Sourdough Baking');
    expect(first).toMatchObject({ cached: false, demo: false });
    expect(first.videos).toHaveLength(15);
    expect(fake.count()).toBe(3);
    expect(fake.calls[0]!.params.q).toBe('sourdough baking');

    const again = await search(deps(), '  sourdough   BAKING ');
    expect(again).toEqual({ ...first, cached: true });
    expect(fake.count()).toBe(3);
    expect(units).toEqual([102]);
  });

  it('searches again once the cached answer is older than the TTL (expiry checked by us, not by TTL)', async () => {
    await search(deps(9000, 1), 'cold brew');
    clock += HOUR - 1;
    expect((await search(deps(9000, 1), 'cold brew')).cached).toBe(true);
    clock += 2;
    expect((await search(deps(9000, 1), 'cold brew')).cached).toBe(false);
    expect(fake.count('search')).toBe(2);
  });

  it('refuses a new keyword before the budget would be passed, while cached keywords still answer', async () => {
    const budget = 2 * 102 + 101;
    await search(deps(budget), 'one');
    await search(deps(budget), 'two');
    const refused = await search(deps(budget), 'three').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(YouTubeQuotaError);
    expect(refused).toMatchObject({ status: 503, headers: { 'Retry-After': String(12 * 3600) } });
    expect(fake.count('search')).toBe(2);
    expect(await repository.unitsUsed(pacificDay(clock))).toBe(204);
    expect((await search(deps(budget), 'One')).cached).toBe(true);
    expect(units).toEqual([102, 204]);
  });

  it('starts counting afresh at midnight Pacific time, not UTC', async () => {
    await search(deps(102), 'first of the day');
    clock += 3 * HOUR; // 15:00 Pacific, 23:00 UTC
    await expect(search(deps(102), 'still today')).rejects.toBeInstanceOf(YouTubeQuotaError);
    clock += 6 * HOUR; // 21:00 Pacific, 05:00 UTC the next day
    await expect(search(deps(102), 'still today')).rejects.toBeInstanceOf(YouTubeQuotaError);
    clock += 3 * HOUR; // 00:00 Pacific
    expect((await search(deps(102), 'a new day')).cached).toBe(false);
  });

  it('stops searching for the day once YouTube itself says the quota is spent', async () => {
    fake.enqueue({ kind: 'quotaExceeded' });
    await expect(search(deps(), 'alpha')).rejects.toBeInstanceOf(YouTubeQuotaError);
    await expect(search(deps(), 'beta')).rejects.toBeInstanceOf(YouTubeQuotaError);
    expect(fake.count()).toBe(1);
  });

  it('never lets concurrent searches pass the budget', async () => {
    const results = await Promise.allSettled(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((k) => search(deps(3 * 102), `parallel ${k}`)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(fake.count('search')).toBe(3);
  });

  it('answers clearly labelled samples without a key, touching neither YouTube nor the table', async () => {
    const answer = await search({ ...deps(), search: undefined }, 'Demo Keyword');
    expect(answer).toMatchObject({ cached: false, demo: true });
    expect(answer.videos).toHaveLength(15);
    expect(fake.count()).toBe(0);
    expect(await repository.unitsUsed(pacificDay(clock))).toBe(0);
    expect(await repository.cachedSearch('demo keyword', clock)).toBeUndefined();
  });
});

describe('new keywords per visitor', () => {
  it('lets a visitor search 10 new keywords a day, keeps cached ones free, and leaves others their own', async () => {
    for (let i = 0; i < 10; i++) await search(deps(), `bread ${i}`);
    const refused = await search(deps(), 'bread 10').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect(refused).toMatchObject({
      status: 429,
      code: 'visitor_rate_limited',
      message: expect.stringMatching(
        /^You have searched 10 new keywords today, the most we allow one visitor\./,
      ),
      headers: { 'Retry-After': String(12 * 3600) },
    });
    expect((await search(deps(), 'Bread 3')).cached).toBe(true);
    expect((await search(deps(), 'bread 10', '2001:db8:1:2::/64')).cached).toBe(false);
    expect(fake.count('search')).toBe(11);
    clock += 12 * HOUR; // midnight Pacific: a new day, a new share
    expect((await search(deps(), 'bread 11')).cached).toBe(false);
  });

  it('keeps five visitors at their hourly rate limit from spending the day’s quota', async () => {
    const visitors = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4', '198.51.100.5'];
    // 20 new keywords each: the rate limit's hourly allowance on this route.
    const outcomes = await Promise.all(
      visitors.flatMap((visitor) =>
        Array.from({ length: 20 }, (_, i) =>
          search(deps(), `${visitor} keyword ${i}`, visitor).then(
            () => 'searched',
            (e: unknown) => (e instanceof RateLimitedError ? 'refused' : 'failed'),
          ),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'searched')).toHaveLength(50);
    expect(outcomes.filter((o) => o === 'refused')).toHaveLength(50);
    expect(await repository.unitsUsed(pacificDay(clock))).toBe(50 * 102);
    expect((await search(deps(), 'still room for others', '192.0.2.9')).cached).toBe(false);
  });

  it('never lets a visitor’s concurrent searches pass their share', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 15 }, (_, i) => search(deps(9000, 24, 4), `at once ${i}`)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(4);
    expect(fake.count('search')).toBe(4);
  });
});
