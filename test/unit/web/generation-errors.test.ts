import * as z from 'zod';
import { requestAnswer } from '@/lib/generation-transport';
import { returnTime, toApiError } from '@/lib/api-client';
import { AnswerFormatError, ApiError, ClientTimeoutError } from '@/lib/api-errors';
import { describeGenerationError, messages } from '@/lib/generation-errors';

const api = (status: number, body: object | string) =>
  toApiError(status, typeof body === 'string' ? body : JSON.stringify(body));

describe('what the visitor reads when a generation fails', () => {
  it('shows model access problems as the API Key Error with the model id', () => {
    expect(
      describeGenerationError(
        api(502, { error: 'Amazon Bedrock refused', code: 'model_access', details: { modelId: 'm-1' } }),
      ),
    ).toEqual({
      kind: 'model-access',
      message: 'Amazon Bedrock refused',
      modelId: 'm-1',
    });
  });

  it('uses the product rules’ rate limit text for provider throttling, any 429 or a "rate limit" message', () => {
    for (const error of [
      api(429, { error: 'x', code: 'model_throttled' }),
      api(429, 'Too Many Requests'),
      api(500, { error: 'Rate limit hit' }),
    ]) {
      expect(describeGenerationError(error)).toEqual({ kind: 'other', message: messages.rateLimit });
    }
  });

  it('keeps our own per-visitor limit message, which says when to come back', () => {
    const message =
      'You have reached the limit of 30 requests per 60 minutes for this tool. Please try again in 12 minutes.';
    expect(describeGenerationError(api(429, { error: message, code: 'visitor_rate_limited' }))).toEqual({
      kind: 'other',
      message,
    });
  });

  it("shows the stage's daily capacity message with its return time in the visitor's own time", () => {
    const message =
      "Our AI tools have reached today's capacity. Please try again after midnight UTC, in 5 hours.";
    const retryAt = new Date(Date.now() + 5 * 3_600_000).toISOString();
    const { kind, message: shown } = describeGenerationError(
      api(503, { error: message, code: 'capacity_reached', details: { retryAt } }),
    );
    expect(kind).toBe('other');
    expect(shown).toBe(
      `Our AI tools have reached today's capacity. Please try again ${returnTime(new Date(retryAt))}.`,
    );
    // Without a time (an older server), its own words.
    expect(describeGenerationError(api(503, { error: message, code: 'capacity_reached' })).message).toBe(
      message,
    );
  });

  it('names the return time as the visitor’s clock shows it, today or tomorrow', () => {
    const midnightUtc = new Date('2026-11-23T00:00:00Z');
    const evening = new Date('2026-11-22T20:00:00Z');
    const zone = (timeZone: string, now = evening) =>
      returnTime(midnightUtc, now, { timeZone, locale: 'en-US' });
    expect(zone('America/Los_Angeles')).toMatch(/^after 4:00\sPM today$/);
    expect(zone('Asia/Tokyo')).toMatch(/^after 9:00\sAM today$/);
    expect(zone('Asia/Tokyo', new Date('2026-11-22T14:00:00Z'))).toMatch(/^after 9:00\sAM tomorrow$/);
    expect(zone('Europe/London')).toMatch(/^after 12:00\sAM tomorrow$/);
  });

  it('recognises configuration problems, timeouts and network failures', () => {
    const config = 'There was a problem with the Bedrock configuration: BEDROCK_MODEL_ID is not set.';
    expect(describeGenerationError(api(500, { error: config, code: 'configuration' }))).toEqual({
      kind: 'configuration',
      message: config,
    });
    expect(describeGenerationError(api(504, { error: 'x', code: 'timeout' })).message).toBe(messages.timeout);
    expect(describeGenerationError(new ClientTimeoutError('late')).message).toBe(messages.timeout);
    expect(describeGenerationError(new TypeError('Failed to fetch'))).toEqual({
      kind: 'network',
      message: messages.network,
    });
  });

  it('falls back to "Server error: {status} - {body}", with an HTML body reduced to its text', () => {
    expect(describeGenerationError(api(500, { error: 'Internal server error' })).message).toBe(
      'Server error: 500 - Internal server error',
    );
    expect(describeGenerationError(api(502, '<html><body>Bad gateway</body></html>')).message).toBe(
      'Server error: 502 - Bad gateway',
    );
    expect(describeGenerationError(api(503, '')).message).toBe(
      'Server error: 503 - Request failed with status 503',
    );
    expect(api(502, 'x')).toBeInstanceOf(ApiError);
  });

  it('shows what our API wrote for the visitor as written, with no status code, whatever the tool words (issue 46)', () => {
    const wording = { serverError: (status: number, message: string) => `Failed (${status}): ${message}` };
    const unreachable = 'We could not reach that page: the site did not answer';
    for (const words of [undefined, wording]) {
      expect(
        describeGenerationError(api(422, { error: unreachable, code: 'page_unreachable' }), words).message,
      ).toBe(unreachable);
      expect(
        describeGenerationError(api(502, { error: 'YouTube refused.', code: 'youtube_access' }), words)
          .message,
      ).toBe('YouTube refused.');
    }
  });

  it('lets a tool word other failures and unreadable answers its own way (docs/product.md#generation-errors)', () => {
    const wording = {
      serverError: (status: number, message: string) =>
        `Failed to generate headlines (${status}): ${message}`,
      invalidResponse: 'Invalid response format from server',
    };
    expect(describeGenerationError(api(500, { error: 'Internal server error' }), wording).message).toBe(
      'Failed to generate headlines (500): Internal server error',
    );
    expect(describeGenerationError(new SyntaxError('Unexpected token'), wording).message).toBe(
      'Invalid response format from server',
    );
    expect(describeGenerationError(new AnswerFormatError('x')).message).toBe('Invalid response format');
    expect(describeGenerationError(api(429, { error: 'x', code: 'model_throttled' }), wording).message).toBe(
      messages.rateLimit,
    );
  });
});

describe('a tool request', () => {
  const fetched = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = fetched;
  });

  it('turns an answer its schema refuses into an AnswerFormatError the page words without zod', async () => {
    globalThis.fetch = async () =>
      new Response(JSON.stringify({ ideas: 'none' }), { headers: { 'content-type': 'application/json' } });
    const schema = z.object({ ideas: z.array(z.string()) });
    const answer = requestAnswer(
      '/functions/v1/x',
      {},
      {
        parse: (json) => schema.parse(json),
        withProgress: false,
        onText: () => undefined,
        onData: () => undefined,
        onProgress: () => undefined,
        signal: new AbortController().signal,
      },
    );
    await expect(answer).rejects.toBeInstanceOf(AnswerFormatError);
    await expect(answer.catch((error: unknown) => describeGenerationError(error).message)).resolves.toBe(
      'Invalid response format',
    );
  });
});
