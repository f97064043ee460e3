import { ledgerOf, reservationOf, slowBrief, SLOW_BRIEF_TIMEOUT_MS, spendTo, today } from '../support/budget';
import { startBedrockSite, type BedrockSite } from '../support/bedrock-site';
import { briefBody } from '../support/brief-fixtures';
import { eventually } from '../support/eventually';
import { post, type HttpAnswer } from '../support/http';

const dailyTokens = 250_000;
const outputTokens = 1000;
const reserve = reservationOf('/functions/v1/content-brief', outputTokens);
/** 4 % of the day for one /24: one brief in flight (9,500 ≤ 10,000), so 90 % of the day leaves room for two networks. */
const networkPercent = 4;

let bedrock: BedrockSite;
beforeAll(async () => {
  bedrock = await startBedrockSite({
    env: {
      GENERATION_BUDGET_DAILY_TOKENS: String(dailyTokens),
      GENERATION_BUDGET_NETWORK_PERCENT: String(networkPercent),
      BEDROCK_MAX_OUTPUT_TOKENS: String(outputTokens),
      BEDROCK_TIMEOUT_MS: SLOW_BRIEF_TIMEOUT_MS,
    },
  });
  bedrock.fake.fallback = slowBrief;
});
afterAll(() => bedrock.close());

const ledger = () => ledgerOf(bedrock.site);
const brief = (address: string): Promise<HttpAnswer> =>
  post(`${bedrock.site.url}/functions/v1/content-brief`, briefBody(), { localAddress: address });
/** True once the network's admitted brief has settled to what it used (well under a reservation). */
const settled = (net: string) => async () =>
  (await ledger().sharedTokens(`network#${today()}#${net}.0/24`)) < reserve;

describe('a burst its network refuses never holds the day (issue 48, L1)', () => {
  it.each([
    [27, '127.0.44'],
    [90, '127.0.46'],
  ])(
    'at %i %% of the day, 40 addresses of one /24 get their network’s share or 429, and a visitor of another network is admitted',
    async (percent, net) => {
      await spendTo(ledger(), dailyTokens, percent);
      const neighbours = Array.from({ length: 40 }, (_, i) => brief(`${net}.${i + 1}`));
      const elsewhere = brief(`127.0.45.${percent}`);
      const answers = await Promise.all(neighbours);
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(
        Math.floor((dailyTokens * networkPercent) / 100 / reserve),
      );
      expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
      expect((await elsewhere).status).toBe(200);
      await eventually(settled(net), 'the neighbours’ briefs settled');
    },
    60_000,
  );
});
