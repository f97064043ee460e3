import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { documentClientFor } from '../../lambdas/shared/dynamo';
import { YouTubeRepository } from '../../lambdas/shared/repositories/youtube-repository';
import { YouTubeClient } from '../../lambdas/shared/youtube/client';
import { YouTubeQuotaError } from '../../lambdas/shared/youtube/errors';
import { pacificDay } from '../../lambdas/shared/youtube/pacific-day';
import { searchVideos, type YouTubeSearchDeps } from '../../lambdas/youtube-search/service';
import { youtubeTable } from '../../infra/tables';
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
  // Each test gets its own Pacific day, so counters never carry over between tests.
  clock = NOON + day++ * 24 * HOUR;
  units = [];
  fake.calls.splice(0);
});

function deps(budget = 9000, ttlHours = 24): YouTubeSearchDeps {
  const client = new YouTubeClient({ baseUrl: fake.url, apiKey: fake.apiKey, timeoutMs: 2000 });
  return {
    store: repository,
    search: (keyword) => client.topVideos(keyword),
    now: () => clock,
    settings: { cacheTtlHours: ttlHours, dailyUnitBudget: budget },
    onUnitsUsed: (used) => units.push(used),
  };
}

describe('YouTube search with cache and daily quota', () => {
  it('searches YouTube once per normalised keyword, then answers from the cache for free', async () => {
    const first = await searchVideos(deps(), 'Sourdough Baking');
    expect(first).toMatchObject({ cached: false, demo: false });
    expect(first.videos).toHaveLength(15);
    expect(fake.count()).toBe(3);
    expect(fake.calls[0]!.params.q).toBe('sourdough baking');

    const again = await searchVideos(deps(), '  sourdough   BAKING ');
    expect(again).toEqual({ ...first, cached: true });
    expect(fake.count()).toBe(3);
    expect(units).toEqual([102]);
  });

  it('searches again once the cached answer is older than the TTL (expiry checked by us, not by TTL)', async () => {
    await searchVideos(deps(9000, 1), 'cold brew');
    clock += HOUR - 1;
    expect((await searchVideos(deps(9000, 1), 'cold brew')).cached).toBe(true);
    clock += 2;
    expect((await searchVideos(deps(9000, 1), 'cold brew')).cached).toBe(false);
    expect(fake.count('search')).toBe(2);
  });

  it('refuses a new keyword before the budget would be passed, while cached keywords still answer', async () => {
    const budget = 2 * 102 + 101;
    await searchVideos(deps(budget), 'one');
    await searchVideos(deps(budget), 'two');
    const refused = await searchVideos(deps(budget), 'three').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(YouTubeQuotaError);
    expect(refused).toMatchObject({ status: 503, headers: { 'Retry-After': String(12 * 3600) } });
    expect(fake.count('search')).toBe(2);
    expect(await repository.unitsUsed(pacificDay(clock))).toBe(204);
    expect((await searchVideos(deps(budget), 'One')).cached).toBe(true);
    expect(units).toEqual([102, 204]);
  });

  it('starts counting afresh at midnight Pacific time, not UTC', async () => {
    await searchVideos(deps(102), 'first of the day');
    clock += 3 * HOUR; // 15:00 Pacific, 23:00 UTC
    await expect(searchVideos(deps(102), 'still today')).rejects.toBeInstanceOf(YouTubeQuotaError);
    clock += 6 * HOUR; // 21:00 Pacific, 05:00 UTC the next day
    await expect(searchVideos(deps(102), 'still today')).rejects.toBeInstanceOf(YouTubeQuotaError);
    clock += 3 * HOUR; // 00:00 Pacific
    expect((await searchVideos(deps(102), 'a new day')).cached).toBe(false);
  });

  it('stops searching for the day once YouTube itself says the quota is spent', async () => {
    fake.enqueue({ kind: 'quotaExceeded' });
    await expect(searchVideos(deps(), 'alpha')).rejects.toBeInstanceOf(YouTubeQuotaError);
    await expect(searchVideos(deps(), 'beta')).rejects.toBeInstanceOf(YouTubeQuotaError);
    expect(fake.count()).toBe(1);
  });

  it('never lets concurrent searches pass the budget', async () => {
    const results = await Promise.allSettled(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((k) => searchVideos(deps(3 * 102), `parallel ${k}`)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(fake.count('search')).toBe(3);
  });

  it('answers clearly labelled samples without a key, touching neither YouTube nor the table', async () => {
    const answer = await searchVideos({ ...deps(), search: undefined }, 'Demo Keyword');
    expect(answer).toMatchObject({ cached: false, demo: true });
    expect(answer.videos).toHaveLength(15);
    expect(fake.count()).toBe(0);
    expect(await repository.unitsUsed(pacificDay(clock))).toBe(0);
    expect(await repository.cachedSearch('demo keyword', clock)).toBeUndefined();
  });
});
