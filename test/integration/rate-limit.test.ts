import { documentClientFor } from '../../lambdas/shared/dynamo';
import { budgetDay } from '../../lambdas/shared/rate-limit/generation-budget';
import { RateLimitsRepository } from '../../lambdas/shared/repositories/rate-limits-repository';
import { eventually } from '../support/eventually';
import { get, ndjson, post, streamed } from '../support/http';
import type { RemoteSite } from '../support/stack/remote-site';
import { startRemoteSite } from '../support/stack/start';
import { headlinesBody } from '../support/headline-fixtures';
import { isToolRoute, routes, type RouteDefinition } from '../../catalog/routes';
import { briefBody } from '../support/brief-fixtures';
import { refineBody } from '../support/refine-fixtures';

let site: RemoteSite;
const dailyTokens = 1_000_000;

beforeAll(async () => {
  Object.assign(process.env, {
    GENERATOR: 'demo',
    DEMO_CHUNK_DELAY_MS: '0',
    RATE_LIMIT_REQUESTS: '3',
    RATE_LIMIT_WINDOW_SECONDS: '3600',
    GENERATION_BUDGET_DAILY_TOKENS: String(dailyTokens),
    // One address sends most requests here; the share has its own tests (generation-budget.test.ts).
    GENERATION_BUDGET_VISITOR_PERCENT: '100',
    GENERATION_BUDGET_NETWORK_PERCENT: '100',
  });
  site = await startRemoteSite();
});
afterAll(() => site.close());

/**
 * Every tool route with a valid body (its declared example; refine's from the fixtures) and an invalid one;
 * each route counts on its own.
 */
const generationRoutes = (routes as readonly RouteDefinition[]).flatMap((route) =>
  isToolRoute(route) ? [[route.path, route.example ?? refineBody(), {}, route.lighterBy ?? 1] as const] : [],
);

/** The tool routes that call the model: only they spend the stage's daily token budget. */
const modelPaths: readonly string[] = routes.flatMap((route) =>
  'bedrock' in route && route.bedrock ? [route.path] : [],
);
const modelRoutes = generationRoutes.filter(([path]) => modelPaths.includes(path));

it('covers every tool route: the model routes, and the YouTube search that spends quota', () => {
  expect(generationRoutes.map(([path]) => path)).toEqual(
    expect.arrayContaining([
      '/functions/v1/content-brief',
      '/functions/v1/youtube-search',
      '/functions/v1/refine',
    ]),
  );
  expect(generationRoutes.length).toBeGreaterThanOrEqual(10);
});

describe('per-visitor rate limit on a generation route', () => {
  it.each(generationRoutes)(
    'trips %s at the configured count for one visitor, not for another, and ignores forged address headers',
    async (path, valid, invalid, lighterBy) => {
      const url = `${site.url}${path}`;
      const invalidAnswer = await post(url, invalid, { localAddress: '127.0.0.1' });
      expect(invalidAnswer.status).toBe(400); // invalid requests do not use up the quota

      // A refinement weighs less: its own window holds `lighterBy` times the tools' limit.
      const allowed = 3 * lighterBy;
      for (let i = 0; i < allowed; i++) {
        expect((await post(url, valid, { localAddress: '127.0.0.1' })).status).toBe(200);
      }
      const limited = await post(url, valid, { localAddress: '127.0.0.1' });
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(JSON.parse(limited.text)).toEqual({
        error: expect.stringMatching(
          new RegExp(
            `^You have reached the limit of ${allowed} requests per 60 minutes for ${lighterBy > 1 ? 'refinements' : 'this tool'}\\. Please try again in \\d+ (minutes|seconds?)\\.$`,
          ),
        ),
        code: 'visitor_rate_limited',
      });

      const forged = await post(url, valid, {
        localAddress: '127.0.0.1',
        headers: { 'X-Forwarded-For': '198.51.100.23', 'X-Viewer-Address': '198.51.100.24' },
      });
      expect(forged.status).toBe(429);

      const otherVisitor = await post(url, valid, { localAddress: '127.0.0.2' });
      expect(otherVisitor.status).toBe(200);
    },
    // Up to a dozen local requests, refine's through a model-sized prompt: room for a loaded machine.
    30_000,
  );
});

describe('daily generation budget of the stage', () => {
  const ledger = () =>
    new RateLimitsRepository(documentClientFor(site.store.client), site.store.tableNames['rate-limits']!);
  const spent = () => ledger().tokensUsed(budgetDay(Date.now()));
  type Usage = { inputTokens: number; outputTokens: number };
  const total = (usage: Usage) => usage.inputTokens + usage.outputTokens;

  it('counts the tokens each generation reports, streamed or buffered', async () => {
    const counted = async () => (await ledger().visitorRecord('127.0.0.4'))?.tokens[budgetDay(Date.now())];
    const buffered = await post(`${site.url}/functions/v1/content-brief`, briefBody(), {
      localAddress: '127.0.0.4',
    });
    const { usage } = JSON.parse(buffered.text) as { usage: Usage };
    expect(total(usage)).toBeGreaterThan(0);
    // Settled just after the answer: the reservation becomes what the generation reported.
    await eventually(async () => (await counted()) === total(usage), 'the brief counted');

    const stream = await post(`${site.url}/functions/v1/headline-generator`, headlinesBody(), {
      localAddress: '127.0.0.4',
      ...streamed,
    });
    const done = ndjson(stream.text).find((line) => line.type === 'done') as unknown as { usage: Usage };
    await eventually(
      async () => (await counted()) === total(usage) + total(done.usage),
      'the headlines counted',
    );
  });

  it.each(modelRoutes)(
    'answers %s with 503 once the day is spent, and counts nothing against the visitor',
    async (path, valid) => {
      const day = budgetDay(Date.now());
      const left = dailyTokens - (await spent());
      if (left > 0) await ledger().addTokens(day, left, 0);

      const answer = await post(`${site.url}${path}`, valid, { localAddress: '127.0.0.5' });
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.text)).toEqual({
        error: expect.stringMatching(
          /^Our AI tools have reached today's capacity\. Please try again after midnight UTC, in \d+ (hours|minutes|seconds?)\.$/,
        ),
        code: 'capacity_reached',
        details: { retryAt: `${budgetDay(Date.now() + 86_400_000)}T00:00:00.000Z` },
      });
      const retryAfter = Number(answer.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(86_400);
      const visitor = await ledger().visitorRecord('127.0.0.5');
      expect(Object.values(visitor?.hits ?? {}).flat()).toEqual([]);
      expect(Object.values(visitor?.tokens ?? {}).filter(Boolean)).toEqual([]);
      expect((await get(`${site.url}/api/health`)).status).toBe(200);
    },
  );
  it('still answers the YouTube search, which spends no model tokens, once the day is spent', async () => {
    const left = dailyTokens - (await spent());
    if (left > 0) await ledger().addTokens(budgetDay(Date.now()), left, 0);
    const answer = await post(
      `${site.url}/functions/v1/youtube-search`,
      { topic: 'rye bread' },
      {
        localAddress: '127.0.0.6',
      },
    );
    expect(answer.status).toBe(200);
    expect(modelPaths).not.toContain('/functions/v1/youtube-search');
  });
});
