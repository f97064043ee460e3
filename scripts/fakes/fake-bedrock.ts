/**
 * A local stand-in for the Bedrock Runtime endpoint that the real AWS SDK talks to over h2c:
 * Converse answers JSON, ConverseStream answers AWS event-stream frames. Tests and benchmarks
 * queue scenarios; requests are recorded so tests can check what the model was asked.
 */
import { createServer, type Http2Server, type ServerHttp2Stream } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { EventStreamCodec } from '@smithy/core/event-streams';

export type Scenario =
  | { kind: 'text'; chunks: string[]; firstTokenDelayMs?: number; tokenIntervalMs?: number }
  | { kind: 'tool'; inputs: unknown[]; delayMs?: number }
  | { kind: 'error'; status: number; type: string; message: string }
  | { kind: 'stream-error'; chunks: string[]; exception: string; message: string }
  /**
   * A Converse answer with Web Grounding (Nova user guide, "Web Grounding"): a text block, then one
   * `citationsContent` block per page with its `location.web` (url and domain), after `delayMs`.
   */
  | { kind: 'grounding'; citations: { url: string; domain: string }[]; delayMs?: number }
  | { kind: 'hang' }
  | { kind: 'empty' }
  | { kind: 'malformed' }
  /**
   * Answers with what the prompt asked (see `askedOf`): text answers start with the echo line, then the
   * `<previous_result>` of a refinement, or `chunks`; a structured answer submits the previous result's
   * object again, or `input`.
   */
  | { kind: 'echo'; chunks?: string[]; input?: unknown; firstTokenDelayMs?: number };

/** What a prompt asked for, as the echo reports it: the output language's code and the refinement. */
export interface Asked {
  language?: string;
  refinement?: string;
}

export interface RecordedRequest {
  operation: 'converse' | 'converse-stream';
  modelId: string;
  /** performance.now() when the request was read, the first token was written, and the answer ended. */
  timings: { receivedAt: number; firstTokenAt?: number; endedAt?: number };
  /** The caller closed the stream before the answer was whole: the SDK call was aborted. */
  cancelled: boolean;
  body: {
    system?: { text: string }[];
    messages?: { role: string; content: unknown[] }[];
    toolConfig?: unknown;
    additionalModelRequestFields?: { thinking?: { type?: string }; output_config?: { effort?: string } };
  };
}

const THINKING = ['disabled', 'adaptive', 'enabled'];
const EFFORTS = ['low', 'medium', 'high', 'xhigh', 'max'];

/**
 * What Bedrock refuses of Claude's request fields, as its ValidationException would: an unknown thinking
 * type or effort, and thinking with a forced tool (Claude cannot think when the tool is chosen for it).
 */
function refusal(body: RecordedRequest['body']): string | undefined {
  const fields = body.additionalModelRequestFields;
  const thinking = fields?.thinking?.type;
  if (thinking !== undefined && !THINKING.includes(thinking))
    return `thinking.type: ${thinking} is not valid`;
  const effort = fields?.output_config?.effort;
  if (effort !== undefined && !EFFORTS.includes(effort))
    return `output_config.effort: ${effort} is not valid`;
  const forced = !!(body.toolConfig as { toolChoice?: { tool?: unknown } } | undefined)?.toolChoice?.tool;
  if (forced && thinking !== undefined && thinking !== 'disabled') {
    return 'Thinking may not be enabled when tool_choice forces tool use.';
  }
  return undefined;
}

const codec = new EventStreamCodec(
  (bytes) => Buffer.from(bytes).toString('utf8'),
  (text) => Buffer.from(text, 'utf8'),
);
const str = (value: string) => ({ type: 'string' as const, value });

function frame(type: 'event' | 'exception', name: string, payload: unknown): Uint8Array {
  const kind = type === 'event' ? ':event-type' : ':exception-type';
  return codec.encode({
    headers: { [kind]: str(name), ':content-type': str('application/json'), ':message-type': str(type) },
    body: Buffer.from(JSON.stringify(payload)),
  });
}

/** Resolves after `ms`, or at once when the stream closes: a cancelled call keeps no timer alive. */
const pause = (stream: ServerHttp2Stream, ms: number) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stream.off('close', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    stream.once('close', done);
  });

/** The text of a request's system prompt and messages. */
const promptText = (request: RecordedRequest): string =>
  [...(request.body.system ?? []), ...(request.body.messages ?? []).flatMap((message) => message.content)]
    .map((part) => (part as { text?: string }).text ?? '')
    .join('\n');

/**
 * What a recorded request asked for: the code in the language rule ('language code vi', lambdas/shared/
 * generator/language.ts) and the kind in a refinement's line ('Refinement (shorter):', lambdas/refine/prompt.ts).
 */
export function askedOf(request: RecordedRequest): Asked {
  const text = promptText(request);
  const language = /language code ([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)\)/.exec(text)?.[1];
  const refinement = /^Refinement \((\w+)\):/m.exec(text)?.[1];
  return { ...(language ? { language } : {}), ...(refinement ? { refinement } : {}) };
}

/** The first line of an echoed answer: 'Echo: language vi · refinement shorter'. */
export const echoLine = ({ language, refinement }: Asked): string =>
  `Echo: language ${language ?? 'not asked'} · refinement ${refinement ?? 'none'}`;

/** The previous result a refinement's prompt carries, as written there. */
const previousOf = (request: RecordedRequest): string | undefined =>
  /<previous_result>\n([\s\S]*?)\n<\/previous_result>/.exec(promptText(request))?.[1];

function parsed(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The scenario an echo plays for this request: text led by the echo line, or the object submitted again. */
function echoed(scenario: Extract<Scenario, { kind: 'echo' }>, request: RecordedRequest): Scenario {
  const previous = previousOf(request);
  if (request.body.toolConfig) return { kind: 'tool', inputs: [parsed(previous) ?? scenario.input ?? {}] };
  const body = previous ?? (scenario.chunks ?? ['Hello from the fake model.']).join('');
  const words = body.split(/(?<=\s)/);
  return {
    kind: 'text',
    chunks: [`${echoLine(askedOf(request))}\n\n`, ...words],
    ...(scenario.firstTokenDelayMs ? { firstTokenDelayMs: scenario.firstTokenDelayMs } : {}),
  };
}

/** True for a request that turns on Nova's web search (`toolConfig.tools[].systemTool.name`). */
export const isGrounding = (request: RecordedRequest): boolean =>
  (
    (request.body.toolConfig as { tools?: { systemTool?: { name?: string } }[] } | undefined)?.tools ?? []
  ).some((tool) => tool.systemTool?.name === 'nova_grounding');

/** The content blocks of a grounded answer: a lead sentence, then each page cited in its own block. */
const groundedContent = (citations: { url: string; domain: string }[]) => [
  { text: 'These pages rank for the query today:' },
  ...citations.map((web, i) => ({
    citationsContent: {
      content: [{ text: ` ${i + 1}. A page on ${web.domain}.` }],
      citations: [{ location: { web } }],
    },
  })),
];

const usageOf = (text: string) => ({
  inputTokens: 120,
  outputTokens: Math.ceil(text.length / 4),
  totalTokens: 0,
});

export class FakeBedrock {
  readonly requests: RecordedRequest[] = [];
  private readonly queue: Scenario[] = [];
  private readonly streams = new Set<ServerHttp2Stream>();

  private constructor(
    private readonly server: Http2Server,
    readonly url: string,
    /** Answer when nothing is queued: one scenario, or one chosen for each request. */
    public fallback: Scenario | ((request: RecordedRequest) => Scenario),
  ) {}

  static async start(
    fallback: FakeBedrock['fallback'] = { kind: 'text', chunks: ['Hello ', 'from ', 'the fake model.'] },
  ) {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const fake = new FakeBedrock(
      server,
      `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      fallback,
    );
    server.on('stream', (stream, headers) => void fake.handle(stream, String(headers[':path'])));
    return fake;
  }

  /** Answers the next requests with these scenarios, in order. */
  enqueue(...scenarios: Scenario[]): void {
    this.queue.push(...scenarios);
  }

  async close(): Promise<void> {
    for (const stream of this.streams) stream.close();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(stream: ServerHttp2Stream, path: string): Promise<void> {
    this.streams.add(stream);
    stream.once('close', () => this.streams.delete(stream));
    stream.on('error', () => undefined);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const match = /^\/model\/([^/]+)\/(converse-stream|converse)$/.exec(path);
    if (!match) return void stream.respond({ ':status': 404 }, { endStream: true });
    const operation = match[2] as RecordedRequest['operation'];
    const request: RecordedRequest = {
      operation,
      modelId: decodeURIComponent(match[1]!),
      timings: { receivedAt: performance.now() },
      cancelled: false,
      body: JSON.parse(Buffer.concat(chunks).toString()),
    };
    this.requests.push(request);
    // The SDK aborts a call by resetting its HTTP/2 stream.
    stream.once('close', () => (request.cancelled ||= stream.aborted));
    const refused = refusal(request.body);
    const next: Scenario = refused
      ? { kind: 'error', status: 400, type: 'ValidationException', message: refused }
      : (this.queue.shift() ??
        (typeof this.fallback === 'function' ? this.fallback(request) : this.fallback));
    const scenario = next.kind === 'echo' ? echoed(next, request) : next;
    if (operation === 'converse') {
      // A buffered answer comes whole once the model is done: after its think time, if it has one.
      const delay =
        scenario.kind === 'tool' || scenario.kind === 'grounding'
          ? scenario.delayMs
          : scenario.kind === 'text'
            ? scenario.firstTokenDelayMs
            : undefined;
      if (delay) await pause(stream, delay);
      // The caller may have given up meanwhile (its deadline): nothing is left to answer.
      if (!stream.destroyed) this.converse(stream, scenario);
    } else await this.converseStream(stream, scenario, request.timings);
    request.timings.endedAt = performance.now();
  }

  private error(stream: ServerHttp2Stream, scenario: { status: number; type: string; message: string }) {
    stream.respond({
      ':status': scenario.status,
      'content-type': 'application/json',
      'x-amzn-errortype': scenario.type,
    });
    stream.end(JSON.stringify({ message: scenario.message }));
  }

  private converse(stream: ServerHttp2Stream, scenario: Scenario): void {
    if (scenario.kind === 'hang') return;
    if (scenario.kind === 'error') return this.error(stream, scenario);
    if (scenario.kind === 'malformed') {
      stream.respond({ ':status': 200, 'content-type': 'application/json' });
      return void stream.end('{"output": {"message": ');
    }
    const text = scenario.kind === 'text' || scenario.kind === 'stream-error' ? scenario.chunks.join('') : '';
    const content =
      scenario.kind === 'grounding'
        ? groundedContent(scenario.citations)
        : scenario.kind === 'tool'
          ? [
              {
                toolUse: {
                  toolUseId: `tool-${this.requests.length}`,
                  name: 'answer',
                  input: scenario.inputs.shift(),
                },
              },
            ]
          : [{ text }];
    stream.respond({ ':status': 200, 'content-type': 'application/json' });
    stream.end(
      JSON.stringify({
        output: { message: { role: 'assistant', content } },
        stopReason: scenario.kind === 'tool' ? 'tool_use' : 'end_turn',
        usage: usageOf(text),
        metrics: { latencyMs: 1 },
      }),
    );
  }

  private async converseStream(
    stream: ServerHttp2Stream,
    scenario: Scenario,
    timings: RecordedRequest['timings'],
  ): Promise<void> {
    if (scenario.kind === 'hang') return;
    if (scenario.kind === 'error') return this.error(stream, scenario);
    stream.respond({ ':status': 200, 'content-type': 'application/vnd.amazon.eventstream' });
    if (scenario.kind === 'malformed')
      return void stream.end(Buffer.from('this is not an event stream frame at all'));
    stream.write(frame('event', 'messageStart', { role: 'assistant' }));
    const chunks = scenario.kind === 'text' || scenario.kind === 'stream-error' ? scenario.chunks : [];
    const first = scenario.kind === 'text' ? (scenario.firstTokenDelayMs ?? 0) : 0;
    const interval = scenario.kind === 'text' ? (scenario.tokenIntervalMs ?? 0) : 0;
    for (const [i, text] of chunks.entries()) {
      const wait = i === 0 ? first : interval;
      if (wait > 0) await pause(stream, wait);
      if (stream.destroyed) return;
      stream.write(frame('event', 'contentBlockDelta', { contentBlockIndex: 0, delta: { text } }));
      timings.firstTokenAt ??= performance.now();
    }
    if (scenario.kind === 'stream-error') {
      return void stream.end(frame('exception', scenario.exception, { message: scenario.message }));
    }
    stream.write(frame('event', 'contentBlockStop', { contentBlockIndex: 0 }));
    stream.write(frame('event', 'messageStop', { stopReason: 'end_turn' }));
    stream.end(frame('event', 'metadata', { usage: usageOf(chunks.join('')), metrics: { latencyMs: 1 } }));
  }
}
