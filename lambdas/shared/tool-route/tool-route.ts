import type * as z from '../contracts/zod';
import { routeById, type ToolRouteId } from '../../../catalog/routes';
import { env } from '../env';
import { getGenerator } from '../generator';
import { withDeadline } from '../generator/deadline';
import type { Generator } from '../generator/types';
import { generationMeter } from '../rate-limit/middleware';
import { afterAnswer } from '../http/route';
import {
  guardedRoute,
  type GuardedInput,
  type GuardedOptions,
  type ToolResult,
  type ToolRouteEntry,
} from './guarded-route';
import { meteredGenerator } from '../generator/metered';
import { signedAnswer } from '../results/sign-answer';
import { resultSecret } from '../results/signature';
import { declarationOf, isToolId, type ToolId } from '../../../catalog/manifest';

/** What a tool's service receives: the validated body and request, and the generator to write with. */
export type ToolInput<B> = GuardedInput<B> & { generator: Generator };

/** A tool route's options: a second step of validation, and whose result its answer is (refine: the body's tool). */
export interface ToolRouteOptions<B> extends GuardedOptions<B> {
  resultOf?: (body: B) => ToolId;
}

/**
 * A tool's whole Lambda handler from its route-table entry: `guardedRoute` (the shared middy stack, the body
 * validated with the tool's contract, the visitor's limits and the generation's token reservation before
 * `serve` runs), and its generation metered (prompt held to the tool's ceiling, reservation settled to what
 * the model read and wrote, after the answer) and bounded by the request's deadline; its result signed.
 */
export function toolRoute<B extends z.core.$ZodType>(
  id: ToolRouteId,
  body: B,
  serve: (input: ToolInput<z.infer<B>>) => ToolResult,
  options: ToolRouteOptions<z.infer<B>> = {},
) {
  const resultOf = options.resultOf ?? (isToolId(id) ? () => id : undefined);
  // Looked up once, when the handler is built; the guard and the meter read this one entry.
  const entry = routeById(id) as ToolRouteEntry;
  return guardedRoute(
    entry,
    body,
    async (input) => {
      const tool = resultOf && declarationOf(resultOf(input.body));
      // Read while the tool works, so signing adds nothing to the answer's wait (a failed read fails the answer).
      const key = tool && resultSecret();
      key?.catch(() => undefined);
      // The generation deadline runs from the request's arrival: what the route spent first is subtracted.
      const endsAt = (input.event.requestContext?.requestTimeEpoch ?? Date.now()) + env().BEDROCK_TIMEOUT_MS;
      const answer = await serve({
        ...input,
        // A getter, so a request that never writes never needs the model configured.
        get generator() {
          const { event } = input;
          // Settling waits for no answer: a streamed one ends first, and the same invocation settles after.
          const defer = (work: Promise<unknown>) => afterAnswer(event, work);
          return meteredGenerator(withDeadline(getGenerator(), endsAt), generationMeter(entry, event), defer);
        },
      });
      // Every result a tool answers is signed: refine takes back only what this site wrote.
      return tool && key ? signedAnswer(answer, tool, await key) : answer;
    },
    options,
  );
}
