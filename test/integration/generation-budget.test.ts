import { budgetDay } from '../../lambdas/shared/rate-limit/generation-budget';
import { ledgerOf, reservationOf, today, slowBrief, SLOW_BRIEF_TIMEOUT_MS } from '../support/budget';
import { accessDenied, startBedrockSite, type BedrockSite } from '../support/bedrock-site';
import { briefBody } from '../support/brief-fixtures';
import { eventually } from '../support/eventually';
import { ndjson, post, postAndLeave, streamed } from '../support/http';

const dailyTokens = 1_000_000;
const outputTokens = 1000;
/** What the guard reserves for one brief. */
const reserve = reservationOf('/functions/v1/content-brief', outputTokens);
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
      BEDROCK_TIMEOUT_MS: SLOW_BRIEF_TIMEOUT_MS,
    },
  });
  bedrock.fake.fallback = slowBrief;
  url = `${bedrock.site.url}/functions/v1/content-brief`;
});
afterAll(() => bedrock.close());

const ledger = () => ledgerOf(bedrock.site);
const usageTotal = (usage: { inputTokens: number; outputTokens: number }) =>
  usage.inputTokens + usage.outputTokens;

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
            error: expect.stringMatching(
              /^Our AI tools have reached today's capacity\. Please try again after midnight UTC, in \d+ (hours|minutes|seconds?)\.$/,
            ),
            code: 'capacity_reached',
            details: { retryAt: `${budgetDay(Date.now() + 86_400_000)}T00:00:00.000Z` },
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
    const expected = spentBefore + [...used.values()].reduce((sum, tokens) => sum + tokens, 0);
    // Every reservation settled to the model's count (just after its answer ended), and every refused one held nothing.
    await eventually(async () => (await ledger().tokensUsed(day)) === expected);
    expect(await ledger().tokensUsed(day)).toBeLessThanOrEqual(dailyTokens);
    for (const visitor of visitors) {
      const tokens = (await ledger().visitorRecord(visitor))?.tokens[day] ?? 0;
      expect(tokens).toBeLessThanOrEqual(visitorTokens);
      expect(tokens).toBe(used.get(visitor) ?? 0);
    }
  }, 30_000); // 50 generations of 1.5 s each on a loaded machine

  it('gives a reservation back whole when Bedrock refuses the call', async () => {
    const visitor = '127.0.0.30';
    const before = await ledger().tokensUsed(today());
    bedrock.fake.enqueue(accessDenied);
    const failed = await post(url, briefBody(), { localAddress: visitor });
    expect(JSON.parse(failed.text)).toMatchObject({ code: 'model_access' });
    // Bedrock refused it: nothing was read, so nothing is counted (given back just after the answer).
    await eventually(async () => (await ledger().visitorRecord(visitor))?.tokens[today()] === 0);
    expect(await ledger().tokensUsed(today())).toBe(before);
  });

  it('counts what the model read and wrote when the visitor leaves mid-stream, in the day and the visitor’s share', async () => {
    const visitor = '127.0.0.31';
    const before = await ledger().tokensUsed(today());
    bedrock.fake.enqueue({
      kind: 'text',
      chunks: Array.from({ length: 100 }, () => 'word '),
      tokenIntervalMs: 20,
    });
    const calls = bedrock.fake.requests.length;
    const left = () => bedrock.fake.requests[calls]?.timings.firstTokenAt !== undefined;
    await postAndLeave(url, briefBody(), { localAddress: visitor, stream: true, left });
    const prompt = bedrock.fake.requests.at(-1)!;
    expect(prompt.operation).toBe('converse-stream');
    // The reservation settles below what it held, to the prompt's bound and the words written before the cut.
    await eventually(async () => {
      const spent = (await ledger().tokensUsed(today())) - before;
      return spent > 0 && spent < reserve;
    });
    const spent = (await ledger().tokensUsed(today())) - before;
    expect((await ledger().visitorRecord(visitor))?.tokens[today()]).toBe(spent);
    expect(spent).toBeGreaterThan(Buffer.byteLength(JSON.stringify(prompt.body.messages)));
  });
});

/** The meta of an answer, buffered (JSON) or streamed (its `done` line). */
function metaOf(text: string): { usage: { inputTokens: number; outputTokens: number } } {
  const done = text.startsWith('{"type"')
    ? ndjson(text).find((line) => line.type === 'done')
    : JSON.parse(text);
  return done as { usage: { inputTokens: number; outputTokens: number } };
}
