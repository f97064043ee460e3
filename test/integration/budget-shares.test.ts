import {
  ledgerOf,
  reservationOf,
  spendTo as spendToday,
  today,
  slowBrief,
  SLOW_BRIEF_TIMEOUT_MS,
} from '../support/budget';
import { startBedrockSite, type BedrockSite } from '../support/bedrock-site';
import { briefBody } from '../support/brief-fixtures';
import { eventually } from '../support/eventually';
import { post, streamed, type HttpAnswer } from '../support/http';

const dailyTokens = 250_000;
const outputTokens = 1000;
/** What the guard reserves for one brief. */
const reserve = reservationOf('/functions/v1/content-brief', outputTokens);
/** 15 % of the day for one /24: three briefs in flight (3 × 9,500 ≤ 37,500 < 4 × 9,500). */
const networkPercent = 15;

let bedrock: BedrockSite;
beforeAll(async () => {
  bedrock = await startBedrockSite({
    env: {
      GENERATION_BUDGET_DAILY_TOKENS: String(dailyTokens),
      // Two briefs in flight for one visitor (2 × 9,500 ≤ 20,000).
      GENERATION_BUDGET_VISITOR_PERCENT: '8',
      GENERATION_BUDGET_NETWORK_PERCENT: String(networkPercent),
      BEDROCK_MAX_OUTPUT_TOKENS: String(outputTokens),
      RATE_LIMIT_REQUESTS: '2',
      BEDROCK_TIMEOUT_MS: SLOW_BRIEF_TIMEOUT_MS,
    },
  });
  bedrock.fake.fallback = slowBrief;
});
afterAll(() => bedrock.close());

const ledger = () => ledgerOf(bedrock.site);
const brief = (address: string, stream = false): Promise<HttpAnswer> =>
  post(`${bedrock.site.url}/functions/v1/content-brief`, briefBody(), {
    localAddress: address,
    ...(stream ? streamed : {}),
  });
const codeOf = (answer: HttpAnswer) => (JSON.parse(answer.text.split('\n')[0]!) as { code?: string }).code;

/** Brings the day's total to `percent` of the budget (every earlier generation has settled). */
async function spendTo(percent: number): Promise<void> {
  await spendToday(ledger(), dailyTokens, percent);
  expect(await ledger().tokensUsed(today())).toBe(Math.floor((dailyTokens * percent) / 100));
}

describe('shares of the day under a burst (real SDK, fake Bedrock, dynalite)', () => {
  it.each([
    [3, '127.0.40'],
    [95, '127.0.41'],
  ])(
    'a refused burst from one visitor leaves another visitor’s request admitted, at %i %% of the day',
    async (percent, net) => {
      const burster = `${net}.1`;
      // The burster uses up the tool's window (two requests) first; those settle to what they used.
      for (const answer of await Promise.all([brief(burster), brief(burster)]))
        expect(answer.status).toBe(200);
      await eventually(
        async () => ((await ledger().visitorRecord(burster))?.tokens[today()] ?? 0) < reserve,
        'the burster’s briefs settled',
      );
      await spendTo(percent);
      const room = dailyTokens - (await ledger().tokensUsed(today()));
      // A burst whose reservations, held even briefly, would fill what is left of the day.
      const burst = Array.from({ length: Math.ceil(room / reserve) + 2 }, (_, i) =>
        brief(burster, i % 2 === 1),
      );
      const other = brief(`${net}.2`, true);
      const refused = await Promise.all(burst);
      expect(refused.map((answer) => [answer.status, codeOf(answer)])).toEqual(
        refused.map(() => [429, 'visitor_rate_limited']),
      );
      expect((await other).status).toBe(200);
      expect((await other).text).toContain('"type":"done"');
      const settled = async (address: string) =>
        ((await ledger().visitorRecord(address))?.tokens[today()] ?? 0) < reserve;
      await eventually(() => settled(`${net}.2`), 'the other visitor’s brief settled');
    },
    30_000,
  );

  it('28 addresses in one /24 stop at the network’s share, and another network’s visitor is still admitted', async () => {
    await spendTo(10);
    const neighbours = Array.from({ length: 28 }, (_, i) => brief(`127.0.42.${i + 1}`, i % 2 === 0));
    const elsewhere = brief('127.0.43.1');
    const answers = await Promise.all(neighbours);
    const admitted = answers.filter((answer) => answer.status === 200);
    expect(admitted).toHaveLength(Math.floor((dailyTokens * networkPercent) / 100 / reserve));
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer.status).toBe(429);
      expect(JSON.parse(answer.text)).toMatchObject({
        code: 'visitor_rate_limited',
        error: expect.stringMatching(
          /^Visitors on your network have reached their share of today's AI capacity \(15% of the day's budget for one network\)\. Please try again in \d+ (hours|minutes|seconds?)\.$/,
        ),
      });
      expect(answer.headers['retry-after']).toMatch(/^\d+$/);
    }
    expect((await elsewhere).status).toBe(200);
    // Held and then settled, the network never counted more than its share.
    const network = await ledger().sharedTokens(`network#${today()}#127.0.42.0/24`);
    expect(network).toBeGreaterThan(0);
    expect(network).toBeLessThanOrEqual((dailyTokens * networkPercent) / 100);
  }, 30_000);
});
