import type { Context } from 'aws-lambda';
import { Logger } from '@lambdas/shared/logger';

const context = {
  functionName: 'dev-health',
  invokedFunctionArn: 'arn:aws:lambda:us-east-1:123456789012:function:dev-health',
  memoryLimitInMB: '256',
  awsRequestId: 'req-1',
} as Context;

/** Every line a logger writes while `act` runs, by stream, parsed. */
function capture(act: () => void) {
  const lines = { stdout: [] as Record<string, unknown>[], stderr: [] as Record<string, unknown>[] };
  const spies = (['stdout', 'stderr'] as const).map((name) =>
    jest.spyOn(process[name], 'write').mockImplementation((chunk: string | Uint8Array) => {
      for (const line of String(chunk).split('\n').filter(Boolean))
        lines[name].push(JSON.parse(line) as Record<string, unknown>);
      return true;
    }),
  );
  try {
    act();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return lines;
}

describe('the structured logger', () => {
  it('writes Powertools-shaped lines: base fields in order, the invocation, then the attributes', () => {
    const logger = new Logger({
      POWERTOOLS_SERVICE_NAME: 'content-copilot',
      POWERTOOLS_LOG_LEVEL: 'INFO',
      AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
    });
    process.env._X_AMZN_TRACE_ID = 'Root=1-abc-def;Parent=123;Sampled=1';
    try {
      const { stdout } = capture(() => {
        logger.addContext(context);
        logger.info('unsubscribed', { address: 'a1b2c3', empty: '', none: null, level: 'DEBUG' });
        logger.addContext({ ...context, awsRequestId: 'req-2' });
        logger.info('second');
      });
      expect(Object.keys(stdout[0]!)).toEqual([
        'level',
        'message',
        'timestamp',
        'service',
        'cold_start',
        'function_arn',
        'function_memory_size',
        'function_name',
        'function_request_id',
        'sampling_rate',
        'xray_trace_id',
        'address',
      ]);
      expect(stdout[0]).toMatchObject({
        level: 'INFO',
        message: 'unsubscribed',
        service: 'content-copilot',
        cold_start: true,
        function_request_id: 'req-1',
        function_memory_size: '256',
        sampling_rate: 0,
        xray_trace_id: '1-abc-def',
        address: 'a1b2c3',
      });
      expect(new Date(stdout[0]!.timestamp as string).toISOString()).toBe(stdout[0]!.timestamp);
      expect(stdout[1]).toMatchObject({ cold_start: false, function_request_id: 'req-2' });
    } finally {
      delete process.env._X_AMZN_TRACE_ID;
    }
  });

  it('writes warnings and errors to stderr, errors with name, location, message, stack and cause', () => {
    const logger = new Logger({ POWERTOOLS_LOG_LEVEL: 'DEBUG' });
    const failure = Object.assign(new Error('outer', { cause: new TypeError('inner') }), { code: 'E1' });
    const lines = capture(() => {
      logger.debug('d');
      logger.warn('w');
      logger.error('request failed', { error: failure });
    });
    expect(lines.stdout.map((line) => line.message)).toEqual(['d']);
    expect(lines.stderr.map((line) => line.level)).toEqual(['WARN', 'ERROR']);
    const error = lines.stderr[1]!.error as Record<string, unknown>;
    expect(error).toMatchObject({ name: 'Error', message: 'outer', code: 'E1' });
    expect(error.location).toMatch(/logger\.test\.ts:\d+$/);
    expect(error.stack).toContain('Error: outer');
    expect(error.cause).toMatchObject({ name: 'TypeError', message: 'inner' });
    expect(lines.stderr[0]).not.toHaveProperty('cold_start');
  });

  it('survives circular attributes and bigints', () => {
    const loop: Record<string, unknown> = { n: 1n };
    loop.self = loop;
    const { stdout } = capture(() => new Logger({}).info('odd', { loop }));
    expect(stdout[0]!.loop).toEqual({ n: '1' });
  });

  it.each([
    [{ POWERTOOLS_LOG_LEVEL: 'WARN' }, ['WARN', 'ERROR']],
    [{ LOG_LEVEL: 'ERROR' }, ['ERROR']],
    [{ POWERTOOLS_LOG_LEVEL: 'SILENT', LOG_LEVEL: 'DEBUG' }, []],
    [{}, ['INFO', 'WARN', 'ERROR']],
    [{ POWERTOOLS_LOG_LEVEL: 'DEBUG', AWS_LAMBDA_LOG_LEVEL: 'ERROR' }, ['ERROR']],
    [{ AWS_LAMBDA_LOG_LEVEL: 'FATAL' }, []],
  ])('with %j writes %j', (source, levels) => {
    const logger = new Logger(source);
    const lines = capture(() => {
      logger.debug('d');
      logger.info('i');
      logger.warn('w');
      logger.error('e');
    });
    expect([...lines.stdout, ...lines.stderr].map((line) => line.level)).toEqual(levels);
  });

  it('changes level on request unless Lambda’s log-level control fixes it', () => {
    const free = new Logger({ POWERTOOLS_LOG_LEVEL: 'ERROR' });
    const fixed = new Logger({ AWS_LAMBDA_LOG_LEVEL: 'ERROR' });
    const lines = capture(() => {
      free.setLogLevel('DEBUG');
      fixed.setLogLevel('DEBUG');
      free.debug('free');
      fixed.debug('fixed');
    });
    expect(lines.stdout.map((line) => line.message)).toEqual(['free']);
    expect(() => free.setLogLevel('LOUD' as 'DEBUG')).toThrow('Invalid log level: LOUD');
  });
});
