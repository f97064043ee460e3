import { PassThrough } from 'node:stream';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { NDJSON } from '../contracts/generation';
import type { AnswerEvent, ProgressStep } from '../contracts/progress';
import { toErrorBody } from '../http/error-response';
import { noStore } from '../http/responses';
import type { StreamingResult } from '../http/route';
import { wantsStream } from './respond';

/** Tells the caller which step the work is on. */
export type Progress = (step: ProgressStep) => void;

/**
 * How often the current step is sent again: CloudFront also gives up when 60 s pass between two packets
 * of an answer, and a step (a twin's wait, say) may last longer than that.
 */
export const HEARTBEAT_MS = 15_000;

const line = (event: AnswerEvent) => `${JSON.stringify(event)}\n`;

/**
 * A JSON answer whose work may outlast CloudFront's 60 s wait for a first byte. Asked for NDJSON, it sends
 * its headers and a first progress line at once, the steps as the work reaches them (the current one again
 * every `HEARTBEAT_MS`), then the JSON a script would get in one `result` line, or an `error` line with the
 * status the answer would have had. Asked for JSON, it answers `work`'s result as it is.
 */
export async function respondWithProgress(
  event: APIGatewayProxyEvent,
  first: ProgressStep,
  work: (progress: Progress) => Promise<APIGatewayProxyResult>,
): Promise<StreamingResult | APIGatewayProxyResult> {
  if (!wantsStream(event)) return work(() => undefined);
  const body = new PassThrough();
  const send = (answer: AnswerEvent) => {
    if (!body.destroyed && !body.writableEnded) body.write(line(answer));
  };
  let current = first;
  const progress: Progress = (step) => {
    current = step;
    send({ type: 'progress', step });
  };
  const heartbeat = setInterval(() => send({ type: 'progress', step: current }), HEARTBEAT_MS).unref();
  progress(first);
  void work(progress)
    .then(
      ({ statusCode, body: json }): AnswerEvent =>
        statusCode < 400
          ? { type: 'result', result: JSON.parse(json) }
          : { type: 'error', status: statusCode, ...JSON.parse(json) },
      (err: unknown): AnswerEvent => {
        const { status, body: error } = toErrorBody(err);
        return { type: 'error', status, ...error };
      },
    )
    .then((answer) => {
      clearInterval(heartbeat);
      send(answer);
      body.end();
    });
  return {
    statusCode: 200,
    headers: { 'Content-Type': `${NDJSON}; charset=utf-8`, ...noStore, 'X-Content-Type-Options': 'nosniff' },
    body,
  };
}
