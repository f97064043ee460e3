import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import type { ResearchFields } from '../contracts/research';
import type { Generator, TextTask } from '../generator/types';
import { clientGone, type StreamingResult } from '../http/route';
import { json } from '../http/responses';
import { withHeartbeat } from './progress';
import { ndjsonStream, wantsStream } from './respond';

/** A tool's input once research is done, and the fields its answer carries (the research's, or more). */
export interface Researched<I, F extends object = ResearchFields> {
  input: I;
  fields: F;
  /** What the stream's `done` line repeats of them: all of them unless given. */
  done?: object;
}

/**
 * A text tool's answer written after live research (issue 29). Streamed, it leads with a `progress` line at
 * once when research will search (`live`; that can take seconds before the model starts), then the research
 * as a `data` line, the text, and a `done` line that repeats the research fields; while it waits for the
 * research and then the model's first word, the step again at every heartbeat. As JSON, the body gets the
 * research fields beside the text and the meta.
 */
export async function respondAfterResearch<I, B extends object, F extends object = ResearchFields>(
  event: APIGatewayProxyEvent,
  generator: Generator,
  task: TextTask<I>,
  live: boolean,
  prepare: (signal: AbortSignal) => Promise<Researched<I, F>>,
  toBody: (text: string) => B,
): Promise<StreamingResult | APIGatewayProxyResult> {
  const gone = clientGone(event);
  if (!wantsStream(event)) {
    const { input, fields } = await prepare(gone);
    const { text, meta } = await generator.generateText(task, input, gone);
    return json(200, { ...toBody(text), ...fields, ...meta });
  }
  return withHeartbeat(
    await ndjsonStream(
      async function* (signal) {
        const both = AbortSignal.any([signal, gone]);
        const { input, fields, done } = await prepare(both);
        yield { type: 'data', data: fields };
        yield { type: 'final', fields: done ?? fields };
        yield* generator.streamText(task, input, both);
      },
      undefined,
      live ? { progress: 'researching what ranks today' } : {},
    ),
  );
}
