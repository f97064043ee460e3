import { PassThrough, pipeline, Transform } from 'node:stream';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { NDJSON } from '../contracts/generation';
import type { AnswerEvent, ProgressStep } from '../contracts/progress';
import { env } from '../env';
import { toErrorBody } from '../http/error-response';
import { noStore } from '../http/responses';
import type { StreamingResult } from '../http/route';
import { wantsStream } from './respond';

/** Tells the caller which step the work is on. */
export type Progress = (step: ProgressStep) => void;

/**
 * How often the current step is sent again (`STREAM_HEARTBEAT_MS`, at most 15 s): CloudFront also gives up
 * when its origin read timeout passes between two packets of an answer, and a step (research, a twin's wait,
 * the model's first word) may last longer than that.
 */
export const heartbeatMs = (): number => env().STREAM_HEARTBEAT_MS;

const line = (event: AnswerEvent) => `${JSON.stringify(event)}\n`;

/**
 * A JSON answer whose work may outlast CloudFront's wait for a first byte. Asked for NDJSON, it sends
 * its headers and a first progress line at once, the steps as the work reaches them (the current one again
 * every `heartbeatMs()`), then the JSON a script would get in one `result` line, or an `error` line with the
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
  const heartbeat = setInterval(() => send({ type: 'progress', step: current }), heartbeatMs()).unref();
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

/** The start of a progress line, with its step: what the stream is doing until another kind of line passes. */
const progressLine = /^\{"type":"progress","step":("[^"]*")/;

/**
 * An NDJSON stream that never falls silent for a heartbeat: whenever no line has passed for `heartbeatMs()`,
 * the current step goes out again as a `progress` line (the last progress line's step, `writing` once any
 * other line has passed). The SPA's readers take it as the step it already shows. For answers that send their
 * headers before they wait (live research, then the model's first word).
 */
export function withHeartbeat(answer: StreamingResult): StreamingResult {
  if (typeof answer.body === 'string') return answer;
  let step: ProgressStep = 'writing';
  let timer: NodeJS.Timeout | undefined;
  const every = heartbeatMs();
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      out.push(line({ type: 'progress', step }));
      arm();
    }, every).unref();
  };
  const out = new Transform({
    objectMode: true,
    transform(chunk: string | Buffer, _encoding, done) {
      const progress = progressLine.exec(String(chunk));
      step = progress ? (JSON.parse(progress[1]!) as ProgressStep) : 'writing';
      arm();
      done(null, chunk);
    },
    flush(done) {
      clearTimeout(timer);
      done();
    },
  });
  arm();
  // A visitor who leaves destroys `out`; pipeline then destroys the answer, which stops its work.
  pipeline(answer.body, out, () => clearTimeout(timer));
  return { ...answer, body: out };
}
