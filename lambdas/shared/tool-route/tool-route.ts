import type * as z from '../contracts/zod';
import type { ToolRouteId } from '../../../infra/routes';
import { env } from '../env';
import { getGenerator } from '../generator';
import { withDeadline } from '../generator/deadline';
import type { Generator } from '../generator/types';
import { generationMeter } from '../rate-limit/middleware';
import { afterAnswer } from '../http/route';
import { guardedRoute, type GuardedInput, type GuardedOptions, type ToolResult } from './guarded-route';
import { meteredGenerator } from '../generator/metered';

/** What a tool's service receives: the validated body and request, and the generator to write with. */
export type ToolInput<B> = GuardedInput<B> & { generator: Generator };

/**
 * A tool's whole Lambda handler from its route-table entry: `guardedRoute` (the shared middy stack, the body
 * validated with the tool's contract, the visitor's limits and the generation's token reservation before
 * `serve` runs), and its generation metered (prompt held to the tool's ceiling, reservation settled to what
 * the model read and wrote, after the answer) and bounded by the request's deadline.
 */
export function toolRoute<B extends z.core.$ZodType>(
  id: ToolRouteId,
  body: B,
  serve: (input: ToolInput<z.infer<B>>) => ToolResult,
  options: GuardedOptions<z.infer<B>> = {},
) {
  return guardedRoute(
    id,
    body,
    (input) => {
      // The generation deadline runs from the request's arrival: what the route spent first is subtracted.
      const endsAt = (input.event.requestContext?.requestTimeEpoch ?? Date.now()) + env().BEDROCK_TIMEOUT_MS;
      return serve({
        ...input,
        // A getter, so a request that never writes never needs the model configured.
        get generator() {
          const { event } = input;
          // Settling waits for no answer: a streamed one ends first, and the same invocation settles after.
          const defer = (work: Promise<unknown>) => afterAnswer(event, work);
          return meteredGenerator(withDeadline(getGenerator(), endsAt), generationMeter(id, event), defer);
        },
      });
    },
    options,
  );
}
