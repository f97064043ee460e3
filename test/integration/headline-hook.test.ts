import { HeadlineResponseSchema } from '../../lambdas/headline-hook/contract';
import { MODEL_RATE_LIMIT_MESSAGE } from '../../lambdas/shared/generator/bedrock-errors';
import { accessDenied, useBedrockSite, TEST_MODEL, throttled } from '../support/bedrock-site';
import { errorOf, ndjson, post } from '../support/http';
import { headlinesBody, hooksBody } from '../support/headline-fixtures';

const site = useBedrockSite('/functions/v1/headline-generator', { BEDROCK_TIMEOUT_MS: '5000' });

const stream = { headers: { Accept: 'application/x-ndjson' } };
const lastPrompt = () => JSON.stringify(site.fake.requests.at(-1)!.body.messages);

describe('headline generator on Bedrock', () => {
  it('streams headlines from ConverseStream, asking for the labels and tone it was sent', async () => {
    site.fake.enqueue({ kind: 'text', chunks: ['1. Sweet Emails\n', '2. Fresh Bread, ', 'Full Inbox'] });
    const res = await post(site.url, headlinesBody(), stream);
    expect(res.status).toBe(200);
    const events = ndjson(res.text);
    const text = events.flatMap((e) => (e.type === 'text' ? [e.text] : [])).join('');
    expect(text).toBe('1. Sweet Emails\n2. Fresh Bread, Full Inbox');
    expect(events.at(-1)).toMatchObject({ type: 'done', demo: false });
    expect(site.fake.requests.at(-1)!.operation).toBe('converse-stream');
    expect(lastPrompt()).toContain('Write 10 headlines for a blog post.');
    expect(lastPrompt()).toContain('Promise of gain: name the concrete result');
    expect(lastPrompt()).toContain('Professional: confident, precise');
  });

  it('answers scripts with { result } from Converse, for hooks too', async () => {
    site.fake.enqueue({ kind: 'text', chunks: ['1. Last spring a baker…\n2. Picture this…'] });
    const res = await post(site.url, hooksBody());
    expect(res.status).toBe(200);
    expect(HeadlineResponseSchema.safeParse(JSON.parse(res.text)).error).toBeUndefined();
    expect(JSON.parse(res.text)).toEqual({
      result: '1. Last spring a baker…\n2. Picture this…',
      demo: false,
      usage: { inputTokens: 120, outputTokens: expect.any(Number) },
      signature: expect.any(String),
    });
    expect(lastPrompt()).toContain('Write 5 hooks');
    expect(lastPrompt()).toContain('Story: open in the middle of a short scene');
    expect(lastPrompt()).toContain('Main problem: no time to write newsletters');
  });

  it('rejects missing fields and values that are not the display labels, before calling the model', async () => {
    const before = site.fake.requests.length;
    const res = await post(
      site.url,
      headlinesBody({ contentTopic: ' ', targetAudience: '', emotionalTrigger: 'fear', tone: 'loud' }),
      stream,
    );
    expect(res.status).toBe(400);
    const fields = errorOf(res.text).details!.map((issue) => issue.field);
    expect(fields).toEqual(['contentTopic', 'targetAudience', 'tone', 'emotionalTrigger']);
    expect(errorOf(res.text).details![0]!.message).toBe('Please enter a topic.');
    const unknownMode = await post(site.url, { ...hooksBody(), mode: 'taglines' });
    expect(unknownMode.status).toBe(400);
    expect(site.fake.requests.length).toBe(before);
  });

  it('maps Bedrock throttling to 429 with the product rules’ text and refused access to model_access', async () => {
    site.fake.enqueue(throttled, throttled, throttled);
    const limited = await post(site.url, headlinesBody(), stream);
    expect(limited.status).toBe(429);
    expect(errorOf(limited.text)).toEqual({ error: MODEL_RATE_LIMIT_MESSAGE, code: 'model_throttled' });

    site.fake.enqueue(accessDenied);
    const refused = await post(site.url, hooksBody(), stream);
    expect(refused.status).toBe(502);
    expect(errorOf(refused.text)).toMatchObject({
      code: 'model_access',
      error: expect.stringContaining(`Amazon Bedrock refused to run model ${TEST_MODEL}`),
    });
  });

  it('answers an empty model answer with 502 model_error', async () => {
    site.fake.enqueue({ kind: 'empty' });
    const res = await post(site.url, headlinesBody(), stream);
    expect(res.status).toBe(502);
    expect(errorOf(res.text).code).toBe('model_error');
  });
});
