import type { Writable } from 'node:stream';
import middy, { type MiddlewareObj } from '@middy/core';
import { executionModeStreamifyResponse } from '@middy/core/StreamifyResponse';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import * as z from '../contracts/zod';
import { logger, requestLogContext } from '../logger';
import { toErrorResponse } from './error-response';
import type { StreamingResult } from './responses';
import { viewerAddress } from './viewer-address';
import { bodyLimit, parseParts } from './validate';

/** Default cap on request bodies; a route may lower or raise it. */
export const DEFAULT_MAX_BODY_BYTES = 32 * 1024;

const Anything = z.looseObject({});

/** Any zod schema, mini or classic (tests build theirs with either). */
type Schema = z.core.$ZodType;

/** What a route declares about its input: zod schemas for the parts it reads, and its body limit. */
export interface RouteSpec<B extends Schema, Q extends Schema, P extends Schema> {
  body?: B;
  query?: Q;
  params?: P;
  maxBodyBytes?: number;
  /**
   * A second step of the body's validation that needs what loads on demand (refine: the tool's own answer
   * contract): it returns the body as checked or throws the 400, before the guards.
   */
  check?: (body: z.infer<B>) => Promise<z.infer<B>>;
  /**
   * Checks that run after validation and before the service, e.g. `rateLimit('content-brief')` on every
   * generation route. Passed in, so routes without them do not bundle their dependencies.
   */
  guards?: MiddlewareObj<APIGatewayProxyEvent>[];
}

/** The validated request a service call receives. */
export interface RouteInput<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  /**
   * The visitor's address from the header CloudFront's viewer-request function writes (locally: the
   * socket's); never `X-Forwarded-For` or the request context, which behind CloudFront names the edge.
   */
  sourceIp: string;
  /** Aborts when the client went away before a streamed answer was written (never on a buffered route). */
  signal: AbortSignal;
  event: APIGatewayProxyEvent;
  context: Context;
}

export type { StreamingResult } from './responses';

type Input<B, Q, P> = RouteInput<z.infer<B>, z.infer<Q>, z.infer<P>>;

const VALIDATED = Symbol('validated');
const DEPARTED = Symbol('departed');
const LATE = Symbol('late');
type Validated = { body: unknown; query: unknown; params: unknown };
type ValidatedEvent = APIGatewayProxyEvent & {
  [VALIDATED]?: Validated;
  [DEPARTED]?: AbortSignal;
  [LATE]?: Promise<unknown>[];
};

/** A buffered answer is sent whole once ready: nothing learns of its client leaving. */
const NEVER = new AbortController().signal;

/** The request's departure signal: aborted once its response stream closed before the answer was whole. */
export const clientGone = (event: APIGatewayProxyEvent): AbortSignal =>
  (event as ValidatedEvent)[DEPARTED] ?? NEVER;

/**
 * Work a request may finish after its answer: on a streamed route the invocation awaits it once the response
 * stream has ended (Lambda keeps running a function after its streamed response closed), so the answer
 * never waits for it; elsewhere the returned promise is the work itself, awaited before the answer.
 */
export function afterAnswer(event: APIGatewayProxyEvent, work: Promise<unknown>): Promise<void> {
  const late = (event as ValidatedEvent)[LATE];
  const quiet = work.then(
    () => undefined,
    (err: unknown) =>
      logger.warn('work after the answer failed', { error: err instanceof Error ? err.name : 'Error' }),
  );
  if (!late) return quiet;
  late.push(quiet);
  return Promise.resolve();
}

/** Awaits every `afterAnswer` work of a request, including work that work added. */
async function finishLate(event: ValidatedEvent): Promise<void> {
  const late = event[LATE] ?? [];
  for (let done = 0; done < late.length; done = late.length) await Promise.all(late.slice(done));
}

/** Parses body, query and path with the route's schemas; one 400 names every bad field. */
function validation<B extends Schema, Q extends Schema, P extends Schema>(
  spec: RouteSpec<B, Q, P>,
): MiddlewareObj<APIGatewayProxyEvent> {
  return {
    before: async ({ event }) => {
      const parts = parseParts({
        body: { schema: spec.body ?? Anything, value: spec.body ? event.body : {} },
        query: { schema: spec.query ?? Anything, value: event.queryStringParameters ?? {}, prefix: 'query' },
        params: { schema: spec.params ?? Anything, value: event.pathParameters ?? {}, prefix: 'path' },
      });
      if (spec.check) parts.body = await spec.check(parts.body as z.infer<B>);
      (event as ValidatedEvent)[VALIDATED] = parts;
    },
  };
}

function middlewares<B extends Schema, Q extends Schema, P extends Schema>(
  spec: RouteSpec<B, Q, P>,
): MiddlewareObj<APIGatewayProxyEvent>[] {
  const stack: MiddlewareObj<APIGatewayProxyEvent>[] = [
    requestLogContext(logger),
    httpHeaderNormalizer() as MiddlewareObj<APIGatewayProxyEvent>,
    bodyLimit(spec.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES),
  ];
  if (spec.body) stack.push(httpJsonBodyParser() as MiddlewareObj<APIGatewayProxyEvent>);
  stack.push(validation(spec));
  // After validation, so a mistyped form does not use up a visitor's quota.
  stack.push(...(spec.guards ?? []));
  // Registered last so its onError runs first and every failure leaves as one JSON shape.
  stack.push({ onError: (request) => void (request.response = toErrorResponse(request.error)) });
  return stack;
}

function toInput<B extends Schema, Q extends Schema, P extends Schema>(
  event: APIGatewayProxyEvent,
  context: Context,
): Input<B, Q, P> {
  const parts = (event as ValidatedEvent)[VALIDATED]!;
  return {
    body: parts.body as z.infer<B>,
    query: parts.query as z.infer<Q>,
    params: parts.params as z.infer<P>,
    sourceIp: viewerAddress(event) ?? 'unknown',
    signal: clientGone(event),
    event,
    context,
  };
}

/** A buffered HTTP route: the shared middy stack around a service call. */
export function route<B extends Schema, Q extends Schema, P extends Schema>(
  spec: RouteSpec<B, Q, P>,
  serve: (input: Input<B, Q, P>) => Promise<APIGatewayProxyResult>,
) {
  return middy<APIGatewayProxyEvent, APIGatewayProxyResult>()
    .use(middlewares(spec))
    .handler((event, context) => serve(toInput<B, Q, P>(event, context)));
}

type StreamingHandler = (event: APIGatewayProxyEvent, stream: Writable, context: Context) => Promise<void>;

/**
 * A streamed HTTP route (Lambda response streaming; API Gateway response transfer mode STREAM). The service
 * learns through `signal` that its client left (the response stream closed early), even before it answers,
 * so a model call it is waiting on can stop; and it may leave bookkeeping for after its answer (`afterAnswer`).
 */
export function streamingRoute<B extends Schema, Q extends Schema, P extends Schema>(
  spec: RouteSpec<B, Q, P>,
  serve: (input: Input<B, Q, P>) => Promise<StreamingResult | APIGatewayProxyResult>,
) {
  const handler = middy<APIGatewayProxyEvent, StreamingResult | APIGatewayProxyResult>({
    executionMode: executionModeStreamifyResponse,
  })
    .use(middlewares(spec))
    .handler((event, context) => serve(toInput<B, Q, P>(event, context))) as unknown as StreamingHandler;
  return awslambda.streamifyResponse<APIGatewayProxyEvent>(async (event, stream, context) => {
    const departure = new AbortController();
    stream.once('close', () => stream.writableFinished || departure.abort());
    Object.assign(event, { [DEPARTED]: departure.signal, [LATE]: [] });
    try {
      await handler(event, stream, context);
    } finally {
      // The response stream has ended: what the answer did not wait for finishes in this invocation.
      await finishLate(event as ValidatedEvent);
    }
  });
}
