import * as z from 'zod';
import { logger } from '@lambdas/shared/logger';
import { route } from '@lambdas/shared/http/route';
import { apiEvent, testContext } from '../../support/api-event';

const EMAIL = 'private.visitor@example.org';

describe('structured logging', () => {
  let written: string[];
  let spies: jest.SpyInstance[];
  beforeEach(() => {
    written = [];
    logger.setLogLevel('DEBUG');
    spies = [process.stdout, process.stderr].map((stream) =>
      jest.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
        written.push(String(chunk));
        return true;
      }),
    );
  });
  afterEach(() => {
    for (const spy of spies) spy.mockRestore();
    logger.setLogLevel('SILENT');
  });

  it('logs failures with the request context but never the request body or the visitor’s email', async () => {
    const failing = route({ body: z.object({ email: z.email(), note: z.string() }) }, async () => {
      throw new Error('database unavailable');
    });
    const res = await failing(
      apiEvent({ method: 'POST', body: { email: EMAIL, note: 'my secret plans' } }),
      testContext(),
    );
    expect(res.statusCode).toBe(500);
    const logs = written.join('');
    expect(logs).toContain('database unavailable');
    expect(logs).toContain('"function_request_id":"test-request"');
    expect(logs).not.toContain(EMAIL);
    expect(logs).not.toContain('my secret plans');
  });
});
