import JSZip from 'jszip';
import { ContentBriefResponseSchema } from '../../lambdas/content-brief/contract';
import { MODEL_RATE_LIMIT_MESSAGE } from '../../lambdas/shared/generator/bedrock-errors';
import { TEST_MODEL as MODEL, throttled, useBedrockSite } from '../support/bedrock-site';
import { briefBody } from '../support/brief-fixtures';
import { errorOf, ndjson, post, streamed as stream } from '../support/http';

const bedrock = useBedrockSite('/functions/v1/content-brief');
/** Research fields of a stage without a research model: the brief says it was written without live data. */
const OFF = { research: 'off', sources: [], researchNote: 'Live search is not turned on for this site.' };

describe('content brief on Bedrock', () => {
  it('streams the brief from ConverseStream as NDJSON text events, then done with usage', async () => {
    bedrock.fake.enqueue({
      kind: 'text',
      chunks: ['## SEO Snapshot\n', '- Focus keyword: ', 'bakery email marketing'],
    });
    const res = await post(bedrock.url, briefBody(), stream);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    const events = ndjson(res.text);
    const text = events
      .filter((e) => e.type === 'text')
      .map((e) => e.text)
      .join('');
    expect(text).toBe('## SEO Snapshot\n- Focus keyword: bakery email marketing');
    expect(events[0]).toEqual({ type: 'data', data: { ...OFF } });
    expect(events.at(-1)).toEqual({
      type: 'done',
      demo: false,
      usage: { inputTokens: 120, outputTokens: expect.any(Number) },
      signature: expect.any(String),
      ...OFF,
    });
    const request = bedrock.fake.requests.at(-1)!;
    expect(request).toMatchObject({ operation: 'converse-stream', modelId: MODEL });
    expect(request.body.system?.[0]?.text).toContain('## ');
    expect(JSON.stringify(request.body.messages)).toContain('Topic: Email marketing for bakeries');
  });

  it('answers scripts with buffered JSON from Converse', async () => {
    bedrock.fake.enqueue({ kind: 'text', chunks: ['## Outline\n- H2: Why bakeries need email'] });
    const res = await post(bedrock.url, briefBody());
    expect(res.status).toBe(200);
    expect(ContentBriefResponseSchema.safeParse(JSON.parse(res.text)).error).toBeUndefined();
    expect(JSON.parse(res.text)).toEqual({
      brief: '## Outline\n- H2: Why bakeries need email',
      demo: false,
      usage: { inputTokens: 120, outputTokens: expect.any(Number) },
      signature: expect.any(String),
      ...OFF,
    });
    expect(bedrock.fake.requests.at(-1)!.operation).toBe('converse');
  });

  it('returns a real Word document named after the topic for format docx', async () => {
    bedrock.fake.enqueue({
      kind: 'text',
      chunks: ['## Title Options\n- Sweet Emails\n\n## Call to Action\n- Join the list'],
    });
    const res = await post(bedrock.url, briefBody({ format: 'docx' }));
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="content-brief-email-marketing-for-bakeries.docx"',
    );
    const zip = await JSZip.loadAsync(res.body);
    const xml = await zip.file('word/document.xml')!.async('string');
    for (const text of [
      'Content Brief: Email marketing for bakeries',
      'Title Options',
      'Sweet Emails',
      'Call to Action',
    ]) {
      expect(xml).toContain(text);
    }
    // The first .docx of the file loads the Word library: seconds on a loaded machine.
  }, 30_000);

  it('maps throttling (after the SDK retries) to 429 and the product rules’ rate limit text', async () => {
    bedrock.fake.enqueue(throttled, throttled, throttled);
    const before = bedrock.fake.requests.length;
    const res = await post(bedrock.url, briefBody(), stream);
    expect(bedrock.fake.requests.length - before).toBe(3);
    expect(res.status).toBe(429);
    expect(errorOf(res.text)).toEqual({ error: MODEL_RATE_LIMIT_MESSAGE, code: 'model_throttled' });
  });

  it.each([
    [
      'access denied',
      403,
      'AccessDeniedException',
      "You don't have access to the model with the specified model ID.",
    ],
    ['model not found', 404, 'ResourceNotFoundException', 'Model not found.'],
    ['an invalid model id', 400, 'ValidationException', 'The provided model identifier is invalid.'],
  ])('maps %s to the model-access error naming the model', async (_case, status, type, message) => {
    bedrock.fake.enqueue({ kind: 'error', status, type, message });
    const res = await post(bedrock.url, briefBody(), stream);
    expect(res.status).toBe(502);
    expect(errorOf(res.text)).toEqual({
      error: `Amazon Bedrock refused to run model ${MODEL}: ${message}`,
      code: 'model_access',
      details: { modelId: MODEL, awsError: type },
    });
  });

  it('times out with 504 and the timeout text when the model does not answer', async () => {
    bedrock.fake.enqueue({ kind: 'hang' });
    const res = await post(bedrock.url, briefBody(), stream);
    expect(res.status).toBe(504);
    expect(errorOf(res.text)).toEqual({
      error: 'Request timed out. The server took too long to respond.',
      code: 'timeout',
    });
  });

  it.each([
    ['an empty stream', { kind: 'empty' } as const, stream, /empty answer/],
    ['an unreadable stream', { kind: 'malformed' } as const, stream, /could not complete the request/],
    ['an unreadable Converse answer', { kind: 'malformed' } as const, {}, /could not complete the request/],
  ])('answers %s with 502 model_error', async (_case, scenario, options, message) => {
    bedrock.fake.enqueue(scenario);
    const res = await post(bedrock.url, briefBody(), options);
    expect(res.status).toBe(502);
    expect(errorOf(res.text)).toEqual({ error: expect.stringMatching(message), code: 'model_error' });
  });

  it('ends a stream that fails after the first words with an error line', async () => {
    bedrock.fake.enqueue({
      kind: 'stream-error',
      chunks: ['## SEO ', 'Snapshot'],
      exception: 'throttlingException',
      message: 'slow down',
    });
    const res = await post(bedrock.url, briefBody(), stream);
    expect(res.status).toBe(200);
    const events = ndjson(res.text);
    expect(events.slice(1, 3)).toEqual([
      { type: 'text', text: '## SEO ' },
      { type: 'text', text: 'Snapshot' },
    ]);
    expect(events.at(-1)).toEqual({
      type: 'error',
      error: MODEL_RATE_LIMIT_MESSAGE,
      code: 'model_throttled',
    });
  });

  it('rejects invalid input with field-level 400s before calling the model', async () => {
    const before = bedrock.fake.requests.length;
    const res = await post(
      bedrock.url,
      briefBody({ primaryKeywords: [' ', ''], topic: 'x'.repeat(201) }),
      stream,
    );
    expect(res.status).toBe(400);
    expect(errorOf(res.text).details).toEqual([
      { field: 'topic', message: 'Topic must be 200 characters or fewer.' },
      { field: 'primaryKeywords', message: 'Please provide at least one primary keyword.' },
    ]);
    expect(bedrock.fake.requests.length).toBe(before);
  });
});
