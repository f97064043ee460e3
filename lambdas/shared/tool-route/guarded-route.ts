import type { APIGatewayProxyResult } from 'aws-lambda';
import type * as z from '../contracts/zod';
import { routeById, type ToolRouteId } from '../../../catalog/routes';
import { route, streamingRoute, type RouteInput, type StreamingResult } from '../http/route';
import { rateLimit, type GuardedRouteEntry } from '../rate-limit/middleware';

/** A tool route's table entry, looked up once when its handler is built and passed on as it is. */
export type ToolRouteEntry = GuardedRouteEntry & { streaming: boolean; maxBodyBytes?: number | undefined };

/** What a guarded route's service receives: the validated body and the request. */
export type GuardedInput<B> = RouteInput<B, Record<string, string>, Record<string, string>>;

export type ToolResult = Promise<StreamingResult | APIGatewayProxyResult>;

/** What a guarded route may add to its body's validation (see `RouteSpec.check`). */
export interface GuardedOptions<B> {
  check?: (body: B) => Promise<B>;
}

/**
 * A tool route's Lambda handler without a model: the shared middy stack (buffered or streamed as the
 * route-table entry says, with its body cap), the body validated with the tool's contract, and the visitor's
 * limits after validation, before `serve` runs. A tool that never writes (a data lookup) uses it directly,
 * so its bundle carries no Bedrock client; `toolRoute` adds the generator.
 */
export function guardedRoute<B extends z.core.$ZodType>(
  idOrEntry: ToolRouteId | ToolRouteEntry,
  body: B,
  serve: (input: GuardedInput<z.infer<B>>) => ToolResult,
  options: GuardedOptions<z.infer<B>> = {},
) {
  const entry = typeof idOrEntry === 'string' ? (routeById(idOrEntry) as ToolRouteEntry) : idOrEntry;
  const { id } = entry;
  const spec = { body, guards: [rateLimit(entry)], maxBodyBytes: entry.maxBodyBytes, check: options.check };
  const run = (input: RouteInput<z.infer<B>, unknown, unknown>) => serve(input as GuardedInput<z.infer<B>>);
  if (entry.streaming) return streamingRoute(spec, run);
  return route(spec, async (input) => {
    const result = await run(input);
    if (typeof result.body !== 'string') throw new Error(`Route ${id} is buffered but answered a stream`);
    return { ...result, body: result.body };
  });
}
