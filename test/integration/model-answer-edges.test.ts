import { budgetDay } from '../../lambdas/shared/rate-limit/generation-budget';
import type { Scenario } from '../../scripts/fakes/fake-bedrock';
import { ledgerOf, reservationOf } from '../support/budget';
import { startBedrockSite, type BedrockSite } from '../support/bedrock-site';
import { blogIdea, blogTopicBody } from '../support/blog-topic-fixtures';
import { roastAnswer, roastBody } from '../support/brand-roast-fixtures';
import { briefBody } from '../support/brief-fixtures';
import { post, postAndLeave } from '../support/http';
import { presenceAnalysis, presenceBody } from '../support/show-up-online-fixtures';
import { contentIdea } from '../support/youtube-site';

/** The model's output cap in this file's site. */
const outputTokens = 1000;

let bedrock: BedrockSite;
beforeAll(async () => {
  bedrock = await startBedrockSite({ env: { BEDROCK_MAX_OUTPUT_TOKENS: String(outputTokens) } });
});
afterAll(() => bedrock.close());

const url = (path: string) => `${bedrock.site.url}${path}`;
const ideaBody = { topic: 'sourdough', clips: [{ name: 'Sourdough for beginners', description: '' }] };
const ideas = (...ctas: string[]) => ({
  ideas: ctas.map((cta, i) => ({ ...contentIdea(`Sourdough idea number ${i + 1}`), cta })),
});

/** Waits, up to a generous deadline, until `check` holds. */
async function eventually(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`never happened: ${what}`);
}

describe('blank fields in a structured model answer (real SDK, fake Bedrock)', () => {
  it('Blog Topic: an empty, blank or null example CTA means no CTA; the answer is taken without a repair round', async () => {
    const calls = bedrock.fake.requests.length;
    const ctas: unknown[] = ['', '   ', null, 'Download the starter checklist', ''];
    bedrock.fake.enqueue({
      kind: 'tool',
      inputs: [
        {
          ideas: ctas.map((cta, i) => ({ ...blogIdea(`Sourdough idea number ${i + 1}`), example_cta: cta })),
        },
      ],
    });
    const res = await post(url('/functions/v1/blog-topic-generator'), blogTopicBody({ excludeTopics: '' }));
    expect(res.status).toBe(200);
    const answer = JSON.parse(res.text) as { ideas: Record<string, unknown>[] };
    expect(answer.ideas.map((idea) => 'example_cta' in idea)).toEqual([false, false, false, true, false]);
    expect(bedrock.fake.requests.length - calls).toBe(1);
  });

  it('Brand Roast: blank items of the voice list are dropped', async () => {
    const calls = bedrock.fake.requests.length;
    bedrock.fake.enqueue({
      kind: 'tool',
      inputs: [{ ...roastAnswer, rebuild: { ...roastAnswer.rebuild, voice: ['warm', '', '  ', 'wry'] } }],
    });
    const res = await post(url('/functions/v1/brand-roast'), roastBody());
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text).rebuild.voice).toEqual(['warm', 'wry']);
    expect(bedrock.fake.requests.length - calls).toBe(1);
  });

  it('Show Up Online: blank keywords in its lists are dropped', async () => {
    const calls = bedrock.fake.requests.length;
    const analysis = presenceAnalysis();
    bedrock.fake.enqueue({
      kind: 'tool',
      inputs: [{ ...analysis, related_keywords: ['', ...analysis.related_keywords, ' '] }],
    });
    const res = await post(url('/functions/v1/online-presence'), presenceBody());
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text).analysis.related_keywords).toEqual(analysis.related_keywords);
    expect(bedrock.fake.requests.length - calls).toBe(1);
  });

  it('Content ideas: every field is required, so a blank call to action is repaired, never dropped', async () => {
    const calls = bedrock.fake.requests.length;
    const cta = 'Download the checklist linked in the description.';
    bedrock.fake.enqueue(
      { kind: 'tool', inputs: [ideas('', cta, cta, cta, cta)] },
      { kind: 'tool', inputs: [ideas(cta, cta, cta, cta, cta)] },
    );
    const res = await post(url('/functions/v1/idea-generator'), ideaBody);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text).ideas[0].cta).toBe(cta);
    expect(bedrock.fake.requests.length - calls).toBe(2);
    expect(JSON.stringify(bedrock.fake.requests.at(-1)!.body.messages)).toContain('ideas.0.cta');
  });
});

/** The visitor's address for one case: each leaves from its own, so its ledger is its own. */
const visitors = ['127.0.0.41', '127.0.0.42', '127.0.0.43', '127.0.0.44'];
const ledger = () => ledgerOf(bedrock.site);

/** Sends the request, then goes away once the model has been asked, before it answers. */
async function leaveWhileModelThinks(path: string, body: unknown, visitor: string, stream: boolean) {
  const calls = bedrock.fake.requests.length;
  const left = () => bedrock.fake.requests.length > calls;
  await postAndLeave(url(path), body, { localAddress: visitor, stream, left });
  expect(left()).toBe(true);
  return bedrock.fake.requests.at(-1)!;
}

describe('a client that leaves before the model answers', () => {
  const thinking: Scenario = { kind: 'text', chunks: ['Too ', 'late'], firstTokenDelayMs: 6000 };
  const slowTool = (input: unknown): Scenario => ({ kind: 'tool', inputs: [input], delayMs: 6000 });
  it.each([
    ['content-brief (streamed)', '/functions/v1/content-brief', briefBody(), thinking, true],
    [
      'blog-topic',
      '/functions/v1/blog-topic-generator',
      blogTopicBody(),
      slowTool({ ideas: [1, 2, 3, 4, 5].map((n) => blogIdea(`Sourdough idea number ${n}`)) }),
      false,
    ],
    ['show-up-online', '/functions/v1/online-presence', presenceBody(), slowTool(presenceAnalysis()), false],
    [
      'idea-generator',
      '/functions/v1/idea-generator',
      ideaBody,
      slowTool(ideas('Watch', 'Watch', 'Watch', 'Watch', 'Watch')),
      false,
    ],
  ] as const)(
    '%s: the model call is cancelled, and what it may have read (and a buffered call written) is counted',
    async (_tool, path, body, scenario, stream) => {
      const visitor = visitors.shift()!;
      bedrock.fake.enqueue(scenario);
      const call = await leaveWhileModelThinks(path, body, visitor, stream);
      await eventually(() => call.cancelled, 'the model call was cancelled');
      expect(call.timings.firstTokenAt).toBeUndefined();
      const day = budgetDay(Date.now());
      const held = async () => (await ledger().visitorRecord(visitor))?.tokens[day] ?? 0;
      const reserved = reservationOf(path, outputTokens);
      // Settled once the invocation ends: the reservation turns into the call's cost, never released.
      await eventually(async () => (await held()) < reserved, 'the reservation settled');
      const sent = Buffer.byteLength(JSON.stringify(call.body.messages));
      expect(await held()).toBeGreaterThanOrEqual(sent);
      // A stream had written nothing yet; a buffered call counts the output cap Bedrock may still write.
      if (stream) expect(await held()).toBeLessThan(sent + outputTokens);
      else expect(await held()).toBeGreaterThanOrEqual(sent + outputTokens);
    },
  );
});
