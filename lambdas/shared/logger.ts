import { Logger } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { mappedStack } from './mapped-stack';

/** A copy of an error (same class, own fields, cause) whose stack names the TypeScript sources. */
function withMappedStack(error: Error): Error {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(error) as object) as Error, error);
  Object.defineProperties(copy, {
    message: { value: error.message, enumerable: false },
    stack: {
      value: typeof error.stack === 'string' ? mappedStack(error.stack) : error.stack,
      enumerable: false,
    },
  });
  if (error.cause !== undefined)
    copy.cause = error.cause instanceof Error ? withMappedStack(error.cause) : error.cause;
  return copy;
}

/**
 * A Powertools logger as every function uses it: service name and level from the environment
 * (POWERTOOLS_SERVICE_NAME, POWERTOOLS_LOG_LEVEL or LOG_LEVEL, and AWS_LAMBDA_LOG_LEVEL when Lambda's log
 * controls set it), and errors written with their stacks mapped through the bundle's source map.
 */
export const createLogger = (): Logger =>
  new Logger({
    jsonReplacerFn: (_key, value) => (value instanceof Error ? withMappedStack(value) : value),
  });

/**
 * The one logger of a function. Request bodies and visitor emails are never passed to it: handlers log
 * routes, sizes, counts and outcomes only.
 */
export const logger = /* @__PURE__ */ createLogger();

/**
 * The middy middleware that tags a request's lines with its Lambda context (cold start included) and, as the
 * correlation id, API Gateway's request id; keys added during a request go with it. Never logs the event.
 */
export function requestLogContext(target: Logger): MiddlewareObj<APIGatewayProxyEvent> {
  const context = injectLambdaContext(target, { resetKeys: true });
  return {
    ...context,
    before: async (request) => {
      await context.before?.(request);
      const requestId = request.event.requestContext?.requestId;
      if (requestId) target.setCorrelationId(requestId);
    },
  };
}
