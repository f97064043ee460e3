import type { Scenario } from '../../scripts/fakes/fake-bedrock';
import { ledgerOf, reservationOf, today } from '../support/budget';
import { startBedrockSite, type BedrockSite } from '../support/bedrock-site';
import { blogIdea, blogTopicBody } from '../support/blog-topic-fixtures';
import { briefBody } from '../support/brief-fixtures';
import { eventually } from '../support/eventually';
import { headlinesBody } from '../support/headline-fixtures';
import { postAndLeave } from '../support/http';
import { linkedinBodies } from '../support/linkedin-fixtures';
import { contentIdea } from '../support/youtube-site';

const outputTokens = 1000;
const visitor = '127.0.30.1';

let bedrock: BedrockSite;
beforeAll(async () => {
  bedrock = await startBedrockSite({
    env: {
      BEDROCK_MAX_OUTPUT_TOKENS: String(outputTokens),
      GENERATION_BUDGET_DAILY_TOKENS: '10000000',
      // One address leaves 30 times here; the shares have their own tests (budget-shares.test.ts).
      GENERATION_BUDGET_VISITOR_PERCENT: '100',
      GENERATION_BUDGET_NETWORK_PERCENT: '100',
    },
  });
});
afterAll(() => bedrock.close());

const ledger = () => ledgerOf(bedrock.site);
const visitorTokens = async () => (await ledger().visitorRecord(visitor))?.tokens[today()] ?? 0;

const slowWords: Scenario = {
  kind: 'text',
  chunks: Array.from({ length: 200 }, (_, i) => `word${i} `),
  tokenIntervalMs: 20,
};
const slowTool = (input: unknown): Scenario => ({ kind: 'tool', inputs: [input], delayMs: 6000 });
const topicIdeas = { ideas: [1, 2, 3, 4, 5].map((n) => blogIdea(`Sourdough idea number ${n}`)) };
const contentIdeas = { ideas: [1, 2, 3, 4, 5].map((n) => contentIdea(`Sourdough idea number ${n}`)) };
const ideaBody = { topic: 'sourdough', clips: [{ name: 'Sourdough for beginners', description: '' }] };

/** Streamed ones are left after their first words; structured ones while the model thinks. */
const cases: { path: string; body: unknown; scenario: Scenario; stream: boolean }[] = [
  ...Array.from({ length: 7 }, () => ({
    path: '/functions/v1/content-brief',
    body: briefBody(),
    scenario: slowWords,
    stream: true,
  })),
  ...Array.from({ length: 7 }, () => ({
    path: '/functions/v1/headline-generator',
    body: headlinesBody(),
    scenario: slowWords,
    stream: true,
  })),
  ...Array.from({ length: 6 }, () => ({
    path: '/functions/v1/linkedin-post',
    body: linkedinBodies.standard(),
    scenario: slowWords,
    stream: true,
  })),
  ...Array.from({ length: 5 }, () => ({
    path: '/functions/v1/blog-topic-generator',
    body: blogTopicBody(),
    scenario: slowTool(topicIdeas),
    stream: false,
  })),
  ...Array.from({ length: 5 }, () => ({
    path: '/functions/v1/idea-generator',
    body: ideaBody,
    scenario: slowTool(contentIdeas),
    stream: false,
  })),
];

describe('generations whose client leaves after the model was asked (real SDK, fake Bedrock)', () => {
  it('30 client-aborted generations (20 streamed, 10 structured) count their tokens in the day’s total and the visitor’s share', async () => {
    const dayBefore = await ledger().tokensUsed(today());
    let promptBytes = 0;
    let counted = 0;
    for (const { path, body, scenario, stream } of cases) {
      const calls = bedrock.fake.requests.length;
      bedrock.fake.enqueue(scenario);
      const asked = () => bedrock.fake.requests[calls];
      const left = () => (stream ? asked()?.timings.firstTokenAt !== undefined : asked() !== undefined);
      await postAndLeave(`${bedrock.site.url}${path}`, body, { localAddress: visitor, stream, left });
      await eventually(() => asked()?.cancelled === true, `the call to ${path} was cancelled`);
      const sent = Buffer.byteLength(JSON.stringify(asked()!.body.messages));
      promptBytes += sent;
      // Settled just after the invocation ends: below the reservation, never given back.
      await eventually(async () => {
        const spent = (await visitorTokens()) - counted;
        return spent >= sent && spent < reservationOf(path, outputTokens);
      }, `${path} settled`);
      const spent = (await visitorTokens()) - counted;
      // A buffered call counts the output cap Bedrock may still write; a stream, what it wrote.
      if (!stream) expect(spent).toBeGreaterThanOrEqual(sent + outputTokens);
      counted += spent;
    }
    expect(bedrock.fake.requests).toHaveLength(30);
    expect(counted).toBeGreaterThanOrEqual(promptBytes);
    expect((await ledger().tokensUsed(today())) - dayBefore).toBe(counted);
  }, 90_000); // 30 generations one after another on a loaded machine
});
