import type { IncomingMessage, ServerResponse } from 'node:http';
import { finished } from 'node:stream/promises';
import {
  installLambdaGlobals,
  isStreamingHandler,
  lambdaContext,
  LocalResponseStream,
  writeProxyResult,
  type BufferedHandler,
} from './lambda-runtime';
import { toProxyEvent } from './proxy-event';

/** What the local server needs to know to run one function. */
export interface LocalFunction {
  id: string;
  /** Path template the function is mounted on (the `resource` of its events). */
  resource: string;
  streaming: boolean;
  timeoutSeconds: number;
  memoryMb: number;
}

installLambdaGlobals();
const loaded = new Map<string, Promise<unknown>>();

/** Imports a handler module once, as the Lambda runtime would at cold start. */
function loadHandler(entry: string): Promise<unknown> {
  let handler = loaded.get(entry);
  if (!handler) {
    handler = import(entry).then((mod: { handler?: unknown }) => mod.handler);
    loaded.set(entry, handler);
  }
  return handler;
}

/** Runs one function for one HTTP request and writes its answer, streamed or buffered. */
export async function invokeFunction(options: {
  /** Absolute path of the handler module. */
  entry: string;
  stage: string;
  fn: LocalFunction;
  params: Record<string, string>;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  body: Buffer;
  viewerCountry?: string | undefined;
}): Promise<void> {
  const { fn, res } = options;
  const handler = await loadHandler(options.entry);
  const event = toProxyEvent({ ...options, resource: fn.resource });
  const context = lambdaContext(`${options.stage}-${fn.id}`, fn.timeoutSeconds, fn.memoryMb);
  if (isStreamingHandler(handler) !== fn.streaming) {
    throw new Error(
      `Route ${fn.id} is declared ${fn.streaming ? '' : 'not '}streaming but its handler disagrees.`,
    );
  }
  if (isStreamingHandler(handler)) {
    const stream = new LocalResponseStream(res);
    // The response closes when the client goes away (the request closed long before, once its body was read).
    let left = false;
    res.once('close', () => res.writableEnded || ((left = true), stream.destroy()));
    try {
      await handler(event, stream, context);
    } catch (err) {
      // The handler's stream broke because its client left: nothing went wrong, and nobody waits for an answer.
      if (left) return;
      throw err;
    }
    // Resolves at once for a stream already closed (its client left): the invocation ends either way.
    await finished(stream).catch(() => undefined);
    return;
  }
  writeProxyResult(res, await (handler as BufferedHandler)(event, context));
}
