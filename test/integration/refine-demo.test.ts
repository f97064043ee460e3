import type { RefineTool } from '../../lambdas/refine/contract';
import { refinementOf } from '../../lambdas/refine/previous';
import { toolIds } from '../../catalog/manifest';
import type { GenerationMeta } from '../../lambdas/shared/contracts/generation';
import * as z from '../../lambdas/shared/contracts/zod';
import { wordCount } from '../../lambdas/shared/generator/demo-levels';
import { variantNotes } from '../../lambdas/shared/generator/demo-sample';
import { briefBody } from '../support/brief-fixtures';
import { ledgerOf, today } from '../support/budget';
import { eventually } from '../support/eventually';
import { ndjson, post, streamed } from '../support/http';
import type { RemoteSite } from '../support/stack/remote-site';
import { startRemoteSite } from '../support/stack/start';
import { previousResults, refineBody, textTools } from '../support/refine-fixtures';

let site: RemoteSite;
beforeAll(async () => {
  // One address sends every request here; the limits have their own tests (rate-limit.test.ts).
  Object.assign(process.env, {
    GENERATOR: 'demo',
    DEMO_CHUNK_DELAY_MS: '0',
    RATE_LIMIT_REQUESTS: '500',
    RATE_LIMIT_ALL_TOOLS_REQUESTS: '500',
    GENERATION_BUDGET_VISITOR_PERCENT: '100',
    GENERATION_BUDGET_NETWORK_PERCENT: '100',
  });
  site = await startRemoteSite();
});
afterAll(() => site.close());

const refine = (body: unknown, options = {}) => post(`${site.url}/functions/v1/refine`, body, options);

type Answer = Record<string, unknown> & GenerationMeta;

/** The tool's own answer contract. */
const responseOf = async (tool: RefineTool) => (await refinementOf(tool)).response;

/** The words a reader sees in an answer: its text fields, without the generation meta. */
const words = (answer: Record<string, unknown>) => {
  const { demo: _demo, usage: _usage, sample: _sample, checks: _checks, stats: _stats, ...content } = answer;
  return wordCount(JSON.stringify(content).replace(/[{}[\]",:]/g, ' '));
};

describe.each(toolIds)('the demo refining a result of %s', (tool) => {
  it('answers Shorter with fewer words, in the tool’s shape, under a header naming the refinement', async () => {
    const res = await refine(refineBody(tool));
    expect(res.status).toBe(200);
    const answer = JSON.parse(res.text) as Answer;
    expect(z.safeParse(await responseOf(tool), answer).error).toBeUndefined();
    expect(words(answer)).toBeLessThan(words(previousResults[tool]));
    expect(answer.demo).toBe(true);
    expect(answer.sample).toMatchObject({
      business: (previousResults[tool] as Answer).sample!.business,
      fields: expect.arrayContaining([{ label: 'Refinement', value: 'Shorter' }]),
    });
    expect(answer.sample?.note).toBeUndefined();
  });

  it('answers the same request the same way every time', async () => {
    const body = refineBody(tool, { instruction: { kind: 'another' } });
    const [first, second] = await Promise.all([refine(body), refine(body)]);
    // The signature carries the second it was written (issue 48): two answers may straddle one.
    const strip = ({ usage: _usage, signature: _signature, ...rest }: Answer) => rest;
    expect(strip(JSON.parse(first.text) as Answer)).toEqual(strip(JSON.parse(second.text) as Answer));
  });

  it('says in place of a translation that its samples are written in English only', async () => {
    const res = await refine(refineBody(tool, { instruction: { kind: 'translate', language: 'vi' } }));
    const answer = JSON.parse(res.text) as Answer;
    expect(words(answer)).toBe(words(previousResults[tool]));
    expect(answer.sample?.fields).toContainEqual({ label: 'Refinement', value: 'Translate to Vietnamese' });
    expect(answer.sample?.note).toBe(
      'Demo samples are written in English only, so this answer is in English, not in Vietnamese (Tiếng Việt). Connect Amazon Bedrock to have it written in Vietnamese.',
    );
  });
});

describe.each(textTools)('the demo streaming a refinement of %s', (tool: RefineTool) => {
  it('streams the same text it answers as JSON, then done with the header', async () => {
    const body = refineBody(tool, { instruction: { kind: 'longer' } });
    const [buffered, stream] = await Promise.all([refine(body), refine(body, streamed)]);
    expect(stream.headers['content-type']).toContain('application/x-ndjson');
    const events = ndjson(stream.text);
    const text = events.flatMap((event) => (event.type === 'text' ? [event.text] : [])).join('');
    expect(Object.values(JSON.parse(buffered.text) as Answer)).toContain(text);
    expect(events.at(-1)).toMatchObject({ type: 'done', demo: true, sample: { fields: expect.any(Array) } });
  });
});

describe('the demo’s notes', () => {
  it('keep the note of a refinement it cannot make, and add the language asked for', async () => {
    const res = await refine(
      refineBody('content-brief', { instruction: { kind: 'formal' }, outputLanguage: 'ar' }),
    );
    expect((JSON.parse(res.text) as Answer).sample?.note).toBe(
      `${variantNotes.formal} Demo samples are written in English only, so this answer is in English, not in Arabic (العربية). Connect Amazon Bedrock to have it written in Arabic.`,
    );
  });

  it('show the visitor’s own instruction in a labelled field, never in a sentence', async () => {
    const text = 'Mention the Saturday market';
    const res = await refine(refineBody('linkedin-post', { instruction: { kind: 'custom', text } }));
    const answer = JSON.parse(res.text) as Answer;
    expect(answer.sample?.fields).toContainEqual({ label: 'Your instruction', value: text });
    expect(answer.sample?.note).toBe(variantNotes.custom);
    expect(answer.post).toBe(previousResults['linkedin-post'].post);
  });

  it('name the nearest sample business when the result came without its header', async () => {
    const { sample: _sample, ...bare } = previousResults['brand-roast'];
    const res = await refine(refineBody('brand-roast', { previous: bare }));
    const answer = JSON.parse(res.text) as Answer;
    expect(answer.sample).toEqual({
      business: (previousResults['brand-roast'] as Answer).sample!.business,
      kind: (previousResults['brand-roast'] as Answer).sample!.kind,
      // Found again from the result's words alone: never claimed to be the visitor's own trade.
      matched: false,
      fields: [{ label: 'Refinement', value: 'Shorter' }],
    });
  });

  it('say on a tool’s own answer that samples are English only when another language was chosen', async () => {
    const res = await post(
      `${site.url}/functions/v1/content-brief`,
      briefBody({ outputLanguage: 'zh-hans' }),
    );
    expect((JSON.parse(res.text) as Answer).sample?.note).toContain('not in Chinese (Simplified) (简体中文)');
  });
});

it('keeps a brief’s research through refinements, signed, so a refined brief refines again', async () => {
  const first = JSON.parse(
    (await post(`${site.url}/functions/v1/content-brief`, briefBody())).text,
  ) as Answer;
  expect(first).toMatchObject({ research: 'off', sources: [] });
  const once = await refine({ tool: 'content-brief', previous: first, instruction: { kind: 'shorter' } });
  const refined = JSON.parse(once.text) as Answer;
  expect(refined).toMatchObject({ research: 'off', sources: [], researchNote: first.researchNote });
  const twice = await refine({ tool: 'content-brief', previous: refined, instruction: { kind: 'formal' } });
  expect(twice.status).toBe(200);
});

it('counts a refinement against the visitor’s limits: its own window and its tokens, not every AI tool’s', async () => {
  const ledger = ledgerOf(site);
  const res = await refine(refineBody('headline-hook'), { localAddress: '127.0.0.42' });
  const { usage } = JSON.parse(res.text) as Answer;
  // Settled just after the answer: the reservation becomes what the generation reported.
  const counted = async () => (await ledger.visitorRecord('127.0.0.42'))?.tokens[today()];
  await eventually(async () => (await counted()) === usage.inputTokens + usage.outputTokens, 'settled');
  const visitor = await ledger.visitorRecord('127.0.0.42');
  expect(visitor?.hits.refine).toHaveLength(1);
  // A refinement weighs less: it stays out of the window across the AI tools (issue 38.5).
  expect(visitor?.hits['*'] ?? []).toHaveLength(0);
});

describe('a researched brief (issue 46.3)', () => {
  let researched: RemoteSite;
  beforeAll(async () => {
    researched = await startRemoteSite({ env: { RESEARCH_FAKE: '1' } });
  });
  afterAll(() => researched.close());

  it('gets shorter on Shorter, keeping its live sources', async () => {
    const brief = JSON.parse(
      (await post(`${researched.url}/functions/v1/content-brief`, briefBody())).text,
    ) as Answer & { brief: string; sources: unknown[] };
    expect(brief).toMatchObject({ research: 'live' });
    expect(brief.sources.length).toBeGreaterThan(0);
    const res = await post(`${researched.url}/functions/v1/refine`, {
      tool: 'content-brief',
      previous: brief,
      instruction: { kind: 'shorter' },
    });
    const shorter = JSON.parse(res.text) as Answer & { brief: string; sources: unknown[] };
    expect(shorter.sample?.note).toBeUndefined();
    expect(wordCount(shorter.brief)).toBeLessThan(wordCount(brief.brief));
    expect(shorter.sources).toEqual(brief.sources);
  });
});
