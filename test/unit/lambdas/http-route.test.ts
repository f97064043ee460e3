import * as z from 'zod';
import { ErrorBodySchema } from '@lambdas/shared/contracts/errors';
import { AppError, RateLimitedError } from '@lambdas/shared/http/errors';
import { json } from '@lambdas/shared/http/responses';
import { route, DEFAULT_MAX_BODY_BYTES } from '@lambdas/shared/http/route';
import { apiEvent, testContext } from '../../support/api-event';

const BodySchema = z.object({
  topic: z.string().trim().min(1, 'Topic is required').max(20, 'Topic must be at most 20 characters'),
  count: z.number().int().min(1).max(5),
});

const echo = route({ body: BodySchema }, async ({ body, sourceIp }) => json(200, { body, sourceIp }));
const call = (handler: typeof echo, event: Parameters<typeof echo>[0]) => handler(event, testContext());
const parse = (body: string) =>
  JSON.parse(body) as { error: string; code?: string; details?: { field: string; message: string }[] };

describe('the shared HTTP route stack', () => {
  it('hands the service a validated body and the viewer address CloudFront wrote, not the edge address', async () => {
    const res = await call(
      echo,
      apiEvent({ method: 'POST', body: { topic: '  SEO  ', count: 2 }, sourceIp: '198.51.100.4' }),
    );
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ body: { topic: 'SEO', count: 2 }, sourceIp: '198.51.100.4' });
  });

  it('answers 400 with one field-level message per rejected field', async () => {
    const res = await call(echo, apiEvent({ method: 'POST', body: { topic: '', count: 9 } }));
    expect(res.statusCode).toBe(400);
    const body = parse(res.body);
    expect(body.details).toEqual([
      { field: 'topic', message: 'Topic is required' },
      expect.objectContaining({ field: 'count' }),
    ]);
    expect(body.error).toContain('topic: Topic is required');
  });

  it('names the field that is over its length limit', async () => {
    const res = await call(echo, apiEvent({ method: 'POST', body: { topic: 'x'.repeat(21), count: 1 } }));
    expect(res.statusCode).toBe(400);
    expect(parse(res.body).details).toEqual([
      { field: 'topic', message: 'Topic must be at most 20 characters' },
    ]);
  });

  it('refuses a body over the limit with 413 before parsing it', async () => {
    const big = JSON.stringify({ topic: 'x', count: 1, pad: 'y'.repeat(DEFAULT_MAX_BODY_BYTES) });
    const res = await call(echo, apiEvent({ method: 'POST', body: big }));
    expect(res.statusCode).toBe(413);
    expect(parse(res.body).error).toBe('Request body is too large: the limit is 32 KB.');
  });

  it('honours a route-specific body limit', async () => {
    const small = route({ body: BodySchema, maxBodyBytes: 10 }, async () => json(200, {}));
    const res = await call(small, apiEvent({ method: 'POST', body: { topic: 'hello', count: 1 } }));
    expect(res.statusCode).toBe(413);
  });

  it('answers malformed JSON, a forbidden JSON key and a wrong content type with a coded 4xx JSON error', async () => {
    const malformed = await call(echo, apiEvent({ method: 'POST', body: '{"topic":' }));
    expect(malformed.statusCode).toBe(422);
    expect(parse(malformed.body)).toEqual({
      error: 'Invalid or malformed JSON was provided',
      code: 'invalid_json',
    });
    const forbidden = await call(echo, apiEvent({ method: 'POST', body: '{"__proto__":{"x":1}}' }));
    expect(forbidden.statusCode).toBe(422);
    expect(parse(forbidden.body)).toMatchObject({ code: 'invalid_json' });
    const text = await call(
      echo,
      apiEvent({ method: 'POST', body: 'hi', headers: { 'Content-Type': 'text/plain' } }),
    );
    expect(text.statusCode).toBe(415);
    expect(parse(text.body)).toEqual({
      error: 'Unsupported media type: send the request body as JSON (Content-Type: application/json).',
      code: 'unsupported_media_type',
    });
  });

  it('maps typed errors to their status, message and headers', async () => {
    const limited = route({}, async () => {
      throw new RateLimitedError('Too many requests. Try again in a minute.', 60);
    });
    const res = await call(limited, apiEvent({}));
    expect(res.statusCode).toBe(429);
    expect(res.headers?.['Retry-After']).toBe('60');
    expect(parse(res.body)).toEqual({
      error: 'Too many requests. Try again in a minute.',
      code: 'visitor_rate_limited',
    });
  });

  it('hides unexpected errors behind a generic 500 without a stack trace', async () => {
    const broken = route({}, async () => {
      throw new Error('secret connection string in message');
    });
    const res = await call(broken, apiEvent({}));
    expect(res.statusCode).toBe(500);
    expect(res.body).toBe(JSON.stringify({ error: 'Internal server error', code: 'internal' }));
  });

  it('turns middy early timeout into the 504 timeout message', async () => {
    const slow = route({}, () => new Promise<never>(() => undefined));
    const res = await slow(apiEvent({}), testContext(20));
    expect(res.statusCode).toBe(504);
    expect(parse(res.body).error).toBe('Request timed out. The server took too long to respond.');
  });

  it('validates query strings and path parameters with their own schemas', async () => {
    const paged = route(
      {
        query: z.object({ page: z.coerce.number().int().min(1) }),
        params: z.object({ slug: z.string().min(3) }),
      },
      async ({ query, params }) => json(200, { page: query.page, slug: params.slug }),
    );
    const ok = await call(paged, apiEvent({ query: { page: '2' }, params: { slug: 'abc' } }));
    expect(JSON.parse(ok.body)).toEqual({ page: 2, slug: 'abc' });
    const bad = await call(paged, apiEvent({ query: { page: '0' }, params: { slug: 'a' } }));
    expect(bad.statusCode).toBe(400);
    expect(parse(bad.body).details?.map((d) => d.field)).toEqual(['query.page', 'path.slug']);
  });

  it('gives every error answer of the stack a code from the shared error contract', async () => {
    const broken = route({}, async () => {
      throw new Error('boom');
    });
    const slow = route({}, () => new Promise<never>(() => undefined));
    const answers = [
      await call(echo, apiEvent({ method: 'POST', body: { topic: '' } })),
      await call(echo, apiEvent({ method: 'POST', body: 'x'.repeat(DEFAULT_MAX_BODY_BYTES + 1) })),
      await call(echo, apiEvent({ method: 'POST', body: 'hi', headers: { 'Content-Type': 'text/plain' } })),
      await call(echo, apiEvent({ method: 'POST', body: '{' })),
      await call(broken, apiEvent({})),
      await slow(apiEvent({}), testContext(20)),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([400, 413, 415, 422, 500, 504]);
    for (const res of answers) {
      expect(ErrorBodySchema.shape.code.def.innerType.options).toContain(parse(res.body).code);
    }
  });

  it('keeps AppError subclasses distinguishable by name', () => {
    expect(new RateLimitedError('x', 1)).toBeInstanceOf(AppError);
    expect(new RateLimitedError('x', 1).name).toBe('RateLimitedError');
  });
});
