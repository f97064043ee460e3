import type { APIGatewayProxyResult } from 'aws-lambda';
import type * as z from 'zod';
import { routeById, type ToolRouteId } from '../../../infra/routes';
import { getGenerator } from '../generator';
import type { Generator } from '../generator/types';
import { route, streamingRoute, type RouteInput, type StreamingResult } from '../http/route';
import { rateLimit, recordUsage } from '../rate-limit/middleware';
import { meteredGenerator } from './metered-generator';

/** What a tool's service receives: the validated body and request, and the generator to write with. */
export type ToolInput<B> = RouteInput<B, Record<string, string>, Record<string, string>> & {
  generator: Generator;
};

type ToolResult = Promise<StreamingResult | APIGatewayProxyResult>;

/**
 * A tool's whole Lambda handler from its route-table entry: the shared middy stack (buffered or
 * streamed as the entry says, with its body cap), the body validated with the tool's contract, and
 * the route's guard (daily generation budget, the visitor's limits) after validation, before `serve` runs,
 * and every generation's reported tokens counted against the budget.
 */
export function toolRoute<B extends z.ZodType>(
  id: ToolRouteId,
  body: B,
  serve: (input: ToolInput<z.infer<B>>) => ToolResult,
) {
  const entry: { streaming: boolean; maxBodyBytes?: number } = routeById(id);
  const spec = { body, guards: [rateLimit(id)], maxBodyBytes: entry.maxBodyBytes };
  // A getter, so a tool that never writes (a data lookup) never needs the model configured.
  const run = (input: RouteInput<z.infer<B>, unknown, unknown>) =>
    serve({
      ...(input as RouteInput<z.infer<B>, Record<string, string>, Record<string, string>>),
      get generator() {
        return meteredGenerator(getGenerator(), recordUsage);
      },
    });
  if (entry.streaming) return streamingRoute(spec, run);
  return route(spec, async (input) => {
    const result = await run(input);
    if (typeof result.body !== 'string') throw new Error(`Route ${id} is buffered but answered a stream`);
    return { ...result, body: result.body };
  });
}
