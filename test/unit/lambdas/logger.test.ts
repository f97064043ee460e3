import middy from '@middy/core';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { createLogger, requestLogContext } from '@lambdas/shared/logger';
import { apiEvent } from '../../support/api-event';

const context = {
  functionName: 'dev-health',
  invokedFunctionArn: 'arn:aws:lambda:us-east-1:123456789012:function:dev-health',
  memoryLimitInMB: '256',
  awsRequestId: 'req-1',
  getRemainingTimeInMillis: () => 30_000,
} as Context;

type Line = Record<string, unknown>;

/** Every line written while `act` runs, by stream, parsed. */
async function capture(act: () => unknown) {
  const lines = { stdout: [] as Line[], stderr: [] as Line[] };
  const spies = (['stdout', 'stderr'] as const).map((name) =>
    jest.spyOn(process[name], 'write').mockImplementation((chunk: string | Uint8Array) => {
      for (const line of String(chunk).split('\n').filter(Boolean))
        lines[name].push(JSON.parse(line) as Line);
      return true;
    }),
  );
  try {
    await act();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return lines;
}

/** A logger built under these environment variables, as a function's is at start-up. */
function loggerWith(variables: Record<string, string>) {
  const saved = { ...process.env };
  for (const name of [
    'POWERTOOLS_LOG_LEVEL',
    'LOG_LEVEL',
    'AWS_LAMBDA_LOG_LEVEL',
    'POWERTOOLS_SERVICE_NAME',
    'AWS_LAMBDA_INITIALIZATION_TYPE',
  ])
    delete process.env[name];
  Object.assign(process.env, variables);
  try {
    return createLogger();
  } finally {
    process.env = saved;
  }
}

/** A request whose API Gateway request id is `requestId`. */
const request = (requestId: string): APIGatewayProxyEvent => {
  const event = apiEvent({ path: '/api/health' });
  return { ...event, requestContext: { ...event.requestContext, requestId } };
};

describe('the function logger (Powertools)', () => {
  it('puts the Lambda context and the request id as correlation id on every line of a request', async () => {
    const logger = loggerWith({
      POWERTOOLS_SERVICE_NAME: 'content-copilot',
      POWERTOOLS_LOG_LEVEL: 'INFO',
      AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
    });
    const handler = middy<APIGatewayProxyEvent>()
      .use(requestLogContext(logger))
      .handler(async () => {
        logger.info('answered', { route: 'health' });
        logger.info('again');
      });
    const { stdout } = await capture(async () => {
      await handler(request('api-1'), context);
      await handler(request('api-2'), { ...context, awsRequestId: 'req-2' });
      logger.info('between requests');
    });
    expect(stdout).toHaveLength(5);
    expect(stdout[0]).toMatchObject({
      level: 'INFO',
      message: 'answered',
      service: 'content-copilot',
      cold_start: true,
      function_name: 'dev-health',
      function_arn: context.invokedFunctionArn,
      function_memory_size: '256',
      function_request_id: 'req-1',
      correlation_id: 'api-1',
      route: 'health',
    });
    expect(new Date(stdout[0]!.timestamp as string).toISOString()).toBe(stdout[0]!.timestamp);
    expect(stdout[1]).toMatchObject({
      message: 'again',
      function_request_id: 'req-1',
      correlation_id: 'api-1',
    });
    expect(stdout[2]).toMatchObject({
      cold_start: false,
      function_request_id: 'req-2',
      correlation_id: 'api-2',
    });
    expect(stdout[4]).not.toHaveProperty('correlation_id');
  });

  it('writes warnings and errors to stderr, errors with name, location, message, stack, cause and own fields', async () => {
    const logger = loggerWith({ POWERTOOLS_LOG_LEVEL: 'DEBUG' });
    const failure = Object.assign(new Error('outer', { cause: new TypeError('inner') }), { code: 'E1' });
    const lines = await capture(() => {
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
    expect(failure.stack).toContain('Error: outer');
  });

  it('survives circular attributes and bigints', async () => {
    const loop: Record<string, unknown> = { n: 1n };
    loop.self = loop;
    const { stdout } = await capture(() => loggerWith({}).info('odd', { loop }));
    expect(stdout[0]!.loop).toEqual({ n: '1' });
  });

  it.each([
    [{ POWERTOOLS_LOG_LEVEL: 'WARN' }, ['WARN', 'ERROR']],
    [{ LOG_LEVEL: 'ERROR' }, ['ERROR']],
    [{ POWERTOOLS_LOG_LEVEL: 'SILENT', LOG_LEVEL: 'DEBUG' }, []],
    [{}, ['INFO', 'WARN', 'ERROR']],
    [{ POWERTOOLS_LOG_LEVEL: 'DEBUG', AWS_LAMBDA_LOG_LEVEL: 'ERROR' }, ['ERROR']],
  ])('with %j writes %j', async (variables, levels) => {
    const logger = loggerWith(variables);
    const lines = await capture(() => {
      logger.debug('d');
      logger.info('i');
      logger.warn('w');
      logger.error('e');
    });
    const written = [...lines.stdout, ...lines.stderr].filter((line) => String(line.message).length === 1);
    expect(written.map((line) => line.level)).toEqual(levels);
  });
});
