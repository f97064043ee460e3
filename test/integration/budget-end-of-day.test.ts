import { researchNotes } from '../../lambdas/shared/research/outcome';
import { budgetDay } from '../../lambdas/shared/rate-limit/generation-budget';
import { isGrounding } from '../../scripts/fakes/fake-bedrock';
import { startPageServer, type PageServer } from '../../scripts/fakes/page-server';
import { researchCitations, serveResearchPages } from '../../scripts/fakes/research-site';
import { ledgerOf, spendTo as spendToday, today } from '../support/budget';
import { startBedrockSite, type BedrockSite } from '../support/bedrock-site';
import { briefBody } from '../support/brief-fixtures';
import { eventually } from '../support/eventually';
import { ndjson, post, streamed } from '../support/http';

const dailyTokens = 1_000_000;
let pages: PageServer;
let bedrock: BedrockSite;

beforeAll(async () => {
  pages = await startPageServer();
  serveResearchPages(pages);
  bedrock = await startBedrockSite({
    env: {
      RESEARCH_MODEL_ID: 'us.amazon.nova-2-lite-v1:0',
      RESEARCH_REGION: 'us-east-1',
      FETCH_ALLOW_HOSTS: pages.hostPort,
      GENERATION_BUDGET_DAILY_TOKENS: String(dailyTokens),
      BEDROCK_MAX_OUTPUT_TOKENS: '1000',
    },
    researchEndpoint: true,
  });
  bedrock.fake.fallback = (request) =>
    isGrounding(request)
      ? { kind: 'grounding', citations: researchCitations(pages) }
      : { kind: 'text', chunks: ['## Outline\n', '- H2: A feeding plan'] };
});
afterAll(async () => {
  await bedrock?.close();
  await pages?.close();
});

const ledger = () => ledgerOf(bedrock.site);
const groundings = () => bedrock.fake.requests.filter(isGrounding).length;

/** Brings the day's total to `percent` of the budget. */
const spendTo = (percent: number) => spendToday(ledger(), dailyTokens, percent);

/** One streamed brief from its own visitor, on its own keyword (a cached keyword is researched for free). */
async function brief(visitor: string, keyword: string) {
  const body = briefBody({ primaryKeywords: [keyword] });
  const answer = await post(`${bedrock.site.url}/functions/v1/content-brief`, body, {
    localAddress: visitor,
    ...streamed,
  });
  if (answer.status === 200)
    await eventually(async () => ((await ledger().visitorRecord(visitor))?.tokens[today()] ?? 0) < 9000);
  return answer;
}

describe('the end of a day’s budget (real SDK, fake Bedrock and research, dynalite)', () => {
  it('turns live research off first, then refuses generation with the time it comes back', async () => {
    await spendTo(50);
    const searched = groundings();
    const early = await brief('127.0.50.1', 'sourdough starter');
    expect(groundings()).toBe(searched + 1);
    expect(ndjson(early.text).find((line) => line.type === 'done')).toMatchObject({ research: 'live' });

    // At 95 %: no grounded search, the brief written without live data and saying why.
    await spendTo(95);
    const late = await brief('127.0.50.2', 'rye starter');
    expect(late.status).toBe(200);
    expect(groundings()).toBe(searched + 1);
    const done = ndjson(late.text).find((line) => line.type === 'done');
    expect(done).toMatchObject({ research: 'failed', researchNote: researchNotes.budget });
    expect(ndjson(late.text).some((line) => line.type === 'text')).toBe(true);

    // Less than one generation's reservation left: refused, with when service returns.
    await spendTo(99.5);
    const refused = await brief('127.0.50.3', 'spelt starter');
    expect(refused.status).toBe(503);
    const midnight = `${budgetDay(Date.now() + 86_400_000)}T00:00:00.000Z`;
    expect(JSON.parse(refused.text)).toMatchObject({
      code: 'capacity_reached',
      details: { retryAt: midnight },
    });
    expect(Number(refused.headers['retry-after'])).toBeCloseTo(
      (Date.parse(midnight) - Date.now()) / 1000,
      -2,
    );
  }, 30_000);
});
