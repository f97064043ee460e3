import { LinkedInPostResponseSchema } from '../../lambdas/linkedin-post/contract';
import { MODEL_RATE_LIMIT_MESSAGE } from '../../lambdas/shared/generator/bedrock-errors';
import { TEST_MODEL as MODEL, throttled, useBedrockSite } from '../support/bedrock-site';
import { errorOf, ndjson, post, streamed } from '../support/http';
import { linkedinBodies } from '../support/linkedin-fixtures';

const bedrock = useBedrockSite('/functions/v1/linkedin-post');

const HOOK = 'Most bakeries never email their regulars.';
const POST = `${HOOK}\n\nOne email a week changes that.\n\nStart with the people who already love you.\n\n#Bakery #EmailMarketing`;

describe('LinkedIn post writer on Bedrock', () => {
  it('streams the post from ConverseStream as NDJSON text events, then done with usage', async () => {
    bedrock.fake.enqueue({ kind: 'text', chunks: [`${HOOK}\n\n`, 'One email a week ', 'changes that.'] });
    const res = await post(bedrock.url, linkedinBodies.story(), streamed);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    const events = ndjson(res.text);
    const text = events.flatMap((e) => (e.type === 'text' ? [e.text] : [])).join('');
    expect(text).toBe(`${HOOK}\n\nOne email a week changes that.`);
    expect(events.at(-1)).toEqual({
      type: 'done',
      demo: false,
      usage: { inputTokens: 120, outputTokens: expect.any(Number) },
      signature: expect.any(String),
    });
    const request = bedrock.fake.requests.at(-1)!;
    expect(request).toMatchObject({ operation: 'converse-stream', modelId: MODEL });
    expect(request.body.system?.[0]?.text).toContain('210 characters');
    const asked = JSON.stringify(request.body.messages);
    expect(asked).toContain("The writer's experience: I hired a friend without a trial period.");
    expect(asked).toContain('write 5+ paragraphs and at most 2,800 characters');
  });

  it('answers scripts with the buffered post and its measurements', async () => {
    bedrock.fake.enqueue({ kind: 'text', chunks: [POST] });
    const res = await post(bedrock.url, linkedinBodies.standard());
    expect(res.status).toBe(200);
    const answer = LinkedInPostResponseSchema.parse(JSON.parse(res.text));
    expect(answer).toEqual({
      post: POST,
      stats: {
        characters: POST.length,
        paragraphs: 3,
        hookCharacters: HOOK.length,
        paragraphsOnTarget: true,
        withinBudget: true,
        withinLinkedInLimit: true,
        hookBeforeFold: true,
      },
      demo: false,
      usage: { inputTokens: 120, outputTokens: expect.any(Number) },
      signature: expect.any(String),
    });
    expect(bedrock.fake.requests.at(-1)!.operation).toBe('converse');
  });

  it('measures a post against the length that was asked for', async () => {
    bedrock.fake.enqueue({ kind: 'text', chunks: [POST] });
    const res = await post(bedrock.url, linkedinBodies.promotion({ postLength: 'short' }));
    const { stats } = LinkedInPostResponseSchema.parse(JSON.parse(res.text));
    expect(stats).toMatchObject({ paragraphs: 3, paragraphsOnTarget: false, withinBudget: true });
  });

  it('rejects each invalid field with its message, before calling the model', async () => {
    const before = bedrock.fake.requests.length;
    const res = await post(
      bedrock.url,
      linkedinBodies.promotion({
        topic: ' ',
        personalStyle: 'mistake',
        valuePoints: '',
        contentLink: 'example.com/report',
        ctaLink: 'x'.repeat(501),
      }),
      streamed,
    );
    expect(res.status).toBe(400);
    expect(errorOf(res.text)).toMatchObject({ code: 'validation' });
    expect(errorOf(res.text).details).toEqual([
      { field: 'personalStyle', message: expect.stringContaining('Invalid option') },
      { field: 'topic', message: 'Please enter a topic.' },
      { field: 'ctaLink', message: 'The call-to-action link must be 500 characters or fewer.' },
      { field: 'valuePoints', message: 'Please list what readers get from the content you are promoting.' },
      {
        field: 'contentLink',
        message: 'The content link must be a full URL starting with http:// or https://.',
      },
    ]);
    const story = await post(bedrock.url, linkedinBodies.story({ experience: '   ' }));
    expect(errorOf(story.text).details).toEqual([
      { field: 'experience', message: 'Please describe the experience your story is about.' },
    ]);
    const noCtaType = await post(bedrock.url, linkedinBodies.standard({ includeCTA: 'yes' }));
    expect(errorOf(noCtaType.text).details).toEqual([
      { field: 'ctaType', message: 'Please choose a type of call to action.' },
    ]);
    expect(bedrock.fake.requests.length).toBe(before);
  });

  it('maps throttling (after the SDK retries) to 429 and the product rules’ rate limit text', async () => {
    bedrock.fake.enqueue(throttled, throttled, throttled);
    const before = bedrock.fake.requests.length;
    const res = await post(bedrock.url, linkedinBodies.standard(), streamed);
    expect(bedrock.fake.requests.length - before).toBe(3);
    expect(res.status).toBe(429);
    expect(errorOf(res.text)).toEqual({ error: MODEL_RATE_LIMIT_MESSAGE, code: 'model_throttled' });
  });

  it('maps a refused model to the model-access error naming the model', async () => {
    bedrock.fake.enqueue({
      kind: 'error',
      status: 403,
      type: 'AccessDeniedException',
      message: 'No access.',
    });
    const res = await post(bedrock.url, linkedinBodies.standard());
    expect(res.status).toBe(502);
    expect(errorOf(res.text)).toEqual({
      error: `Amazon Bedrock refused to run model ${MODEL}: No access.`,
      code: 'model_access',
      details: { modelId: MODEL, awsError: 'AccessDeniedException' },
    });
  });

  it('answers an empty model answer with 502 and a timeout with 504', async () => {
    bedrock.fake.enqueue({ kind: 'empty' });
    const empty = await post(bedrock.url, linkedinBodies.standard(), streamed);
    expect(empty.status).toBe(502);
    expect(errorOf(empty.text)).toEqual({
      error: expect.stringMatching(/empty answer/),
      code: 'model_error',
    });
    bedrock.fake.enqueue({ kind: 'hang' });
    const hung = await post(bedrock.url, linkedinBodies.standard(), streamed);
    expect(hung.status).toBe(504);
    expect(errorOf(hung.text).code).toBe('timeout');
  });

  it('ends a stream that fails after the first words with an error line', async () => {
    bedrock.fake.enqueue({
      kind: 'stream-error',
      chunks: [HOOK],
      exception: 'modelStreamErrorException',
      message: 'broken',
    });
    const res = await post(bedrock.url, linkedinBodies.standard(), streamed);
    expect(res.status).toBe(200);
    const events = ndjson(res.text);
    expect(events[0]).toEqual({ type: 'text', text: HOOK });
    expect(events.at(-1)).toMatchObject({ type: 'error', code: 'model_error' });
  });
});
