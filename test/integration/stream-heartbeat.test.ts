import { GenerationEventSchema } from '../../lambdas/shared/contracts/generation';
import { AnswerEventSchema } from '../../lambdas/shared/contracts/progress';
import { startPageServer, type PageServer } from '../../scripts/fakes/page-server';
import { researchCitations, serveResearchPages } from '../../scripts/fakes/research-site';
import { startBedrockSite, type BedrockSite } from '../support/bedrock-site';
import { blogIdea, blogTopicBody } from '../support/blog-topic-fixtures';
import { briefBody } from '../support/brief-fixtures';
import { longestSilence, postTimedLines } from '../support/timed-lines';

/**
 * Time scaled down 7.5 times: the heartbeat every 2 s stands for the functions' 15 s, research and the model's
 * first word each take 40/15 of it (40 s in production terms). Without a heartbeat the longest silence would
 * be 2.7 heartbeats; the bound of 2 leaves a whole heartbeat for a loaded machine's timers.
 */
const HEARTBEAT_MS = 2000;
const WAIT_MS = Math.round((HEARTBEAT_MS * 40) / 15);
const BOUND_MS = 2 * HEARTBEAT_MS;

let pages: PageServer;
let bedrock: BedrockSite;

beforeAll(async () => {
  pages = await startPageServer();
  serveResearchPages(pages);
  bedrock = await startBedrockSite({
    env: {
      STREAM_HEARTBEAT_MS: String(HEARTBEAT_MS),
      RESEARCH_MODEL_ID: 'us.amazon.nova-2-lite-v1:0',
      RESEARCH_REGION: 'us-east-1',
      RESEARCH_TIMEOUT_MS: String(3 * WAIT_MS),
      FETCH_ALLOW_HOSTS: pages.hostPort,
      BEDROCK_TIMEOUT_MS: String(6 * WAIT_MS),
    },
    researchEndpoint: true,
  });
});

afterAll(async () => {
  await bedrock?.close();
  await pages?.close();
});

describe('a streamed answer that waits', () => {
  it('sends a brief’s step again at every heartbeat while research and then the model’s first word take 40 s each', async () => {
    bedrock.fake.enqueue(
      { kind: 'grounding', citations: researchCitations(pages), delayMs: WAIT_MS },
      { kind: 'text', chunks: ['## Outline\n', '- H2: A starter [1]'], firstTokenDelayMs: WAIT_MS },
    );
    const { status, lines } = await postTimedLines(
      `${bedrock.site.url}/functions/v1/content-brief`,
      briefBody({ primaryKeywords: ['heartbeat sourdough'] }),
    );
    expect(status).toBe(200);
    const events = lines.map((line) => GenerationEventSchema.parse(line.event));
    expect(events.at(-1)).toMatchObject({ type: 'done', research: 'live' });
    const data = events.findIndex((event) => event.type === 'data');
    const firstText = events.findIndex((event) => event.type === 'text');
    const before = events.slice(0, data);
    const between = events.slice(data + 1, firstText);
    // Both waits last 2.7 heartbeats: each holds at least two.
    expect(before.length).toBeGreaterThanOrEqual(3);
    expect(before).toEqual(before.map(() => ({ type: 'progress', step: 'researching what ranks today' })));
    expect(between.length).toBeGreaterThanOrEqual(2);
    expect(between).toEqual(between.map(() => ({ type: 'progress', step: 'writing' })));
    expect(longestSilence(lines)).toBeLessThan(BOUND_MS);
  }, 60_000);

  it('sends blog topic ideas’ step again at every heartbeat while research and then the model take 40 s each', async () => {
    bedrock.fake.enqueue(
      { kind: 'grounding', citations: researchCitations(pages).slice(0, 3), delayMs: WAIT_MS },
      {
        kind: 'tool',
        inputs: [{ ideas: Array.from({ length: 5 }, (_, i) => blogIdea(`Heartbeat idea ${i + 1}`)) }],
        delayMs: WAIT_MS,
      },
    );
    const { status, lines } = await postTimedLines(
      `${bedrock.site.url}/functions/v1/blog-topic-generator`,
      blogTopicBody({ targetKeywords: 'heartbeat starter' }),
    );
    expect(status).toBe(200);
    const events = lines.map((line) => AnswerEventSchema.parse(line.event));
    expect(events.at(-1)).toMatchObject({ type: 'result' });
    const steps = events.filter((event) => event.type === 'progress').map((event) => event.step);
    expect(steps.filter((step) => step === 'researching what ranks today').length).toBeGreaterThanOrEqual(3);
    expect(steps.filter((step) => step === 'writing').length).toBeGreaterThanOrEqual(2);
    expect(longestSilence(lines)).toBeLessThan(BOUND_MS);
  }, 60_000);
});
