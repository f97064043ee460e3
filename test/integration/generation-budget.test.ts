import { request } from 'node:http';
import { routeById } from '../../infra/routes';
import { documentClientFor } from '../../lambdas/shared/dynamo';
import {
  budgetDay,
  generationMaximum,
  UPFRONT_INPUT_TOKENS,
} from '../../lambdas/shared/rate-limit/generation-budget';
import { RateLimitsRepository } from '../../lambdas/shared/repositories/rate-limits-repository';
import { accessDenied, startBedrockSite, type BedrockSite } from '../support/bedrock-site';
import { briefBody } from '../support/brief-fixtures';
import { ndjson, post, streamed } from '../support/http';

const dailyTokens = 1_000_000;
const outputTokens = 1000;
const { generation } = routeById('content-brief');
/** What the guard reserves for one brief. */
const reserve = generationMaximum(
  Math.min(generation.inputTokens, UPFRONT_INPUT_TOKENS),
  outputTokens,
  generation.calls,
);
/** Room for two and a half briefs per visitor. */
const visitorPercent = (250 * reserve) / dailyTokens;
const visitorTokens = Math.floor((dailyTokens * visitorPercent) / 100);

let bedrock: BedrockSite;
let url: string;
beforeAll(async () => {
  bedrock = await startBedrockSite({
    env: {
      GENERATION_BUDGET_DAILY_TOKENS: String(dailyTokens),
      GENERATION_BUDGET_VISITOR_PERCENT: String(visitorPercent),
      BEDROCK_MAX_OUTPUT_TOKENS: String(outputTokens),
    },
  });
  // Slow enough that every request is admitted while the others are still generating.
  bedrock.fake.fallback = {
    kind: 'text',
    chunks: Array.from({ length: 10 }, (_, i) => `word${i} `),
    firstTokenDelayMs: 150,
    tokenIntervalMs: 10,
  };
  url = `${bedrock.site.url}/functions/v1/content-brief`;
});
afterAll(() => bedrock.close());

const ledger = () =>
  new RateLimitsRepository(
    documentClientFor(bedrock.site.store.client),
    bedrock.site.store.tableNames['rate-limits']!,
  );
const today = () => budgetDay(Date.now());
const usageTotal = (usage: { inputTokens: number; outputTokens: number }) =>
  usage.inputTokens + usage.outputTokens;

/** Waits, up to a generous deadline, until `check` holds: some bookkeeping ends after the answer does. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('condition not reached');
}

describe('the daily budget and each visitor’s share under concurrent generations (real SDK, dynalite)', () => {
  it('admits no more than fits when 50 generations race against a nearly spent day: the total stays within the budget plus one generation, no visitor passes their share, and every refusal says why', async () => {
    const day = today();
    // Room left for six and a half reservations.
    await ledger().addTokens(day, dailyTokens - Math.floor(6.5 * reserve), 0);
    const visitors = Array.from({ length: 5 }, (_, i) => `127.0.0.${20 + i}`);
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const visitor = visitors[i % visitors.length]!;
        const answer = await post(url, briefBody(), { localAddress: visitor, ...(i % 2 ? streamed : {}) });
        return { visitor, answer };
      }),
    );
    const admitted = answers.filter(({ answer }) => answer.status === 200);
    const used = new Map<string, number>();
    for (const { visitor, answer } of admitted) {
      const meta = metaOf(answer.text);
      used.set(visitor, (used.get(visitor) ?? 0) + usageTotal(meta.usage));
    }
    expect(admitted.length).toBeGreaterThanOrEqual(1);
    expect(admitted.length).toBeLessThanOrEqual(6);
    expect(bedrock.fake.requests).toHaveLength(admitted.length);
    for (const { answer } of answers.filter(({ answer }) => answer.status !== 200)) {
      expect([
        {
          status: 503,
          body: {
            error: "Our AI tools have reached today's capacity, please try again tomorrow.",
            code: 'capacity_reached',
          },
        },
        {
          status: 429,
          body: {
            error: expect.stringMatching(
              /^You have reached your share of today's AI capacity \([\d.]+% of the day's budget for one visitor\)\. Please try again in \d+ (hours|minutes|seconds?)\.$/,
            ),
            code: 'visitor_rate_limited',
          },
        },
      ]).toContainEqual({ status: answer.status, body: JSON.parse(answer.text) });
    }

    const spentBefore = dailyTokens - Math.floor(6.5 * reserve);
    const total = await ledger().tokensUsed(day);
    expect(total).toBeLessThanOrEqual(dailyTokens + reserve);
    // Every reservation settled to the model's count, and every refused one given back.
    expect(total).toBe(spentBefore + [...used.values()].reduce((sum, tokens) => sum + tokens, 0));
    for (const visitor of visitors) {
      const tokens = (await ledger().visitorRecord(visitor))?.tokens[day] ?? 0;
      expect(tokens).toBeLessThanOrEqual(visitorTokens);
      expect(tokens).toBe(used.get(visitor) ?? 0);
    }
  });

  it('gives a reservation back whole when the model fails', async () => {
    const visitor = '127.0.0.30';
    const before = await ledger().tokensUsed(today());
    bedrock.fake.enqueue(accessDenied);
    const failed = await post(url, briefBody(), { localAddress: visitor });
    expect(JSON.parse(failed.text)).toMatchObject({ code: 'model_access' });
    expect(await ledger().tokensUsed(today())).toBe(before);
    expect((await ledger().visitorRecord(visitor))?.tokens[today()]).toBe(0);
  });

  it('gives a reservation back whole when the visitor leaves mid-stream', async () => {
    const visitor = '127.0.0.31';
    const before = await ledger().tokensUsed(today());
    bedrock.fake.enqueue({
      kind: 'text',
      chunks: Array.from({ length: 100 }, () => 'word '),
      tokenIntervalMs: 20,
    });
    await new Promise<void>((resolve, reject) => {
      const req = request(url, {
        method: 'POST',
        localAddress: visitor,
        headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
      });
      req.on('response', (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', (err) => (req.destroyed ? resolve() : reject(err)));
      req.end(JSON.stringify(briefBody()));
    });
    await eventually(async () => (await ledger().tokensUsed(today())) === before);
    expect((await ledger().visitorRecord(visitor))?.tokens[today()]).toBe(0);
  });
});

/** The meta of an answer, buffered (JSON) or streamed (its `done` line). */
function metaOf(text: string): { usage: { inputTokens: number; outputTokens: number } } {
  const done = text.startsWith('{"type"')
    ? ndjson(text).find((line) => line.type === 'done')
    : JSON.parse(text);
  return done as { usage: { inputTokens: number; outputTokens: number } };
}
