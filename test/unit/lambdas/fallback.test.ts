import { handler } from '@lambdas/fallback/handler';
import { apiEvent } from '../../support/api-event';

describe('the fallback function', () => {
  it('answers 404 JSON for a path no route has', async () => {
    const res = await handler(apiEvent({ method: 'GET', path: '/api/does-not-exist' }));
    expect(res.statusCode).toBe(404);
    expect(res.headers).toEqual({
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    expect(JSON.parse(res.body)).toEqual({
      error: 'No API route matches GET /api/does-not-exist.',
      code: 'not_found',
    });
  });

  it('answers 405 with an Allow header for a known path and another method', async () => {
    const res = await handler(apiEvent({ method: 'DELETE', path: '/api/health' }));
    expect(res.statusCode).toBe(405);
    expect(res.headers?.Allow).toBe('GET');
    expect(JSON.parse(res.body)).toEqual({
      error: 'Method not allowed. Use GET.',
      code: 'method_not_allowed',
    });
  });
});
