/**
 * Just enough of the Lambda Node.js runtime to run our handlers in-process: the `awslambda`
 * global that response streaming needs, a context object, and the HTTP integration prelude that
 * API Gateway reads from a streamed answer (JSON metadata, eight NUL bytes, then the body).
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { ServerResponse } from 'node:http';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';

export const STREAMING = Symbol.for('aws.lambda.runtime.handler.streaming');
const HTTP_INTEGRATION = 'application/vnd.awslambda.http-integration-response';
const DELIMITER = Buffer.alloc(8);

interface Prelude {
  statusCode?: number;
  headers?: Record<string, string>;
  cookies?: string[];
}

/** The stream a streaming handler writes to; it forwards to the HTTP response as API Gateway would. */
export class LocalResponseStream extends Writable {
  private contentType = 'application/octet-stream';
  private pending: Buffer | undefined = Buffer.alloc(0);

  constructor(private readonly res: ServerResponse) {
    super();
  }

  setContentType(type: string): void {
    this.contentType = type;
  }

  override _write(chunk: Buffer, _enc: BufferEncoding, done: (err?: Error) => void): void {
    if (this.pending === undefined) {
      this.res.write(chunk, () => done());
      return;
    }
    if (this.contentType !== HTTP_INTEGRATION) {
      this.writeHead({ statusCode: 200, headers: { 'Content-Type': this.contentType } });
      this.res.write(chunk, () => done());
      return;
    }
    this.pending = Buffer.concat([this.pending, chunk]);
    const end = this.pending.indexOf(DELIMITER);
    if (end === -1) return done();
    const prelude = JSON.parse(this.pending.subarray(0, end).toString('utf8')) as Prelude;
    const rest = this.pending.subarray(end + DELIMITER.length);
    this.writeHead(prelude);
    if (rest.length > 0) this.res.write(rest, () => done());
    else done();
  }

  /**
   * Ends the answer. Once its client left (the stream destroyed), Node's Writable never calls an `end`
   * callback, and middy awaits one for a string body: Lambda's stream takes the end of an answer nobody
   * reads, so this one calls back too, and the invocation finishes as it would there.
   */
  override end(...args: unknown[]): this {
    if (!this.destroyed) return super.end(...(args as Parameters<Writable['end']>));
    const done = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    if (done) process.nextTick(done);
    return this;
  }

  override _final(done: (err?: Error) => void): void {
    if (this.pending !== undefined) this.writeHead({ statusCode: 200 });
    this.res.end(() => done());
  }

  private writeHead(prelude: Prelude): void {
    this.pending = undefined;
    const headers: Record<string, string | string[]> = { ...prelude.headers };
    if (prelude.cookies?.length) headers['Set-Cookie'] = prelude.cookies;
    this.res.writeHead(prelude.statusCode ?? 200, headers);
    this.res.flushHeaders();
  }
}

/**
 * Installs the `awslambda` streaming functions before any streaming handler module is imported.
 * Merged into an existing object: the Lambda runtime keeps its invoke store on the same global.
 */
export function installLambdaGlobals(): void {
  const scope = globalThis as { awslambda?: Record<string, unknown> };
  const runtime = (scope.awslambda ??= {});
  runtime.streamifyResponse ??= <T extends object>(handler: T): T =>
    Object.assign(handler, { [STREAMING]: 'response' });
  runtime.HttpResponseStream ??= {
    from(stream: LocalResponseStream, prelude: Prelude): LocalResponseStream {
      stream.setContentType(HTTP_INTEGRATION);
      stream.write(JSON.stringify(prelude));
      stream.write(DELIMITER);
      return stream;
    },
  };
}

export type BufferedHandler = (
  event: APIGatewayProxyEvent,
  context: Context,
) => Promise<APIGatewayProxyResult>;
export type StreamingHandler = ((
  event: APIGatewayProxyEvent,
  stream: Writable,
  context: Context,
) => Promise<void>) & {
  [STREAMING]?: string;
};

export const isStreamingHandler = (handler: unknown): handler is StreamingHandler =>
  typeof handler === 'function' && (handler as StreamingHandler)[STREAMING] === 'response';

/** A Lambda context with a real deadline, so middy's early-timeout works as in AWS. */
export function lambdaContext(functionName: string, timeoutSeconds: number, memoryMb: number): Context {
  const deadline = Date.now() + timeoutSeconds * 1000;
  const noop = () => undefined;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: String(memoryMb),
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: noop,
    fail: noop,
    succeed: noop,
  };
}

/** Writes a buffered proxy result as API Gateway would. */
export function writeProxyResult(res: ServerResponse, result: APIGatewayProxyResult): void {
  // No prototype: a header named like an Object member must stay a header.
  const headers = Object.create(null) as Record<string, string | string[]>;
  for (const [name, values] of Object.entries(result.multiValueHeaders ?? {}))
    headers[name] = values.map(String);
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  const body = Buffer.from(result.body ?? '', result.isBase64Encoded ? 'base64' : 'utf8');
  res.writeHead(result.statusCode, { ...headers, 'Content-Length': String(body.length) });
  res.end(body);
}
