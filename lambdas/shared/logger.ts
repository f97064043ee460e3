import type { MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import { mappedStack } from './mapped-stack';

/**
 * The levels and their order, numbered as Powertools for AWS Lambda numbers them; SILENT writes nothing.
 * Our log lines keep Powertools' shape (its 21 KB are a sixth of a small function's bundle).
 */
const LEVELS = { TRACE: 6, DEBUG: 8, INFO: 12, WARN: 16, ERROR: 20, CRITICAL: 24, SILENT: 28 } as const;

export type LogLevel = keyof typeof LEVELS;
type Attributes = Record<string, unknown>;

/** Keys every line owns; a caller's attribute of the same name is dropped. */
const RESERVED = new Set(['level', 'message', 'sampling_rate', 'service', 'timestamp']);

const isLevel = (value: string | undefined): value is LogLevel => !!value && value in LEVELS;

/** `{ name, location, message, stack, cause, ...own fields }`, the way Powertools writes an error. */
function formatError(error: Error): Attributes {
  const { name, message, stack: raw, cause, ...own } = error as Error & Attributes;
  const stack = typeof raw === 'string' ? mappedStack(raw) : raw;
  const location = /\(([^()]*?):(\d+?):(\d+?)\)\\?$/m.exec(stack ?? '');
  return {
    name,
    location: location ? `${location[1]}:${Number(location[2])}` : '',
    message,
    stack,
    cause: cause instanceof Error ? formatError(cause) : cause,
    ...own,
  };
}

/** JSON.stringify replacer: errors as objects, bigints as strings, a circular reference left out. */
function replacer(): (this: unknown, key: string, value: unknown) => unknown {
  const ancestors: unknown[] = [];
  return function (this: unknown, _key, raw) {
    const value = raw instanceof Error ? formatError(raw) : raw;
    if (typeof value === 'bigint') return value.toString();
    if (typeof value !== 'object' || value === null) return value;
    while (ancestors.length > 0 && ancestors.at(-1) !== this) ancestors.pop();
    if (ancestors.includes(value)) return undefined;
    ancestors.push(value);
    return value;
  };
}

/** The X-Ray trace id of the current invocation (`Root=` of the trace header). */
function traceId(): string | undefined {
  const store = (globalThis as { awslambda?: { InvokeStore?: { getXRayTraceId?(): string | undefined } } })
    .awslambda?.InvokeStore;
  const header = store?.getXRayTraceId?.() ?? process.env._X_AMZN_TRACE_ID ?? '';
  if (!header.includes('=')) return header || undefined;
  return /(?:^|;)Root=([^;]*)/.exec(header)?.[1];
}

/**
 * A structured JSON logger, one line per call: `level`, `message`, `timestamp`, `service`, the invocation's
 * `cold_start`, `function_*` and `xray_trace_id`, then the call's attributes. Debug and info go to stdout,
 * warnings and errors to stderr. Request bodies and visitor emails are never passed to it: handlers log
 * routes, sizes, counts and outcomes only.
 */
export class Logger {
  private level: number;
  /** Set by Lambda's advanced logging controls (AWS_LAMBDA_LOG_LEVEL): then it alone decides. */
  private readonly fixedLevel: number | undefined;
  private readonly service: string;
  private invocation: Context | undefined;
  private coldStart: boolean;
  private invocationColdStart = false;

  constructor(source: Record<string, string | undefined> = process.env) {
    this.service = source.POWERTOOLS_SERVICE_NAME?.trim() || 'content-copilot';
    const alc = source.AWS_LAMBDA_LOG_LEVEL === 'FATAL' ? 'CRITICAL' : source.AWS_LAMBDA_LOG_LEVEL;
    this.fixedLevel = isLevel(alc) ? LEVELS[alc] : undefined;
    const configured = (source.POWERTOOLS_LOG_LEVEL || source.LOG_LEVEL)?.toUpperCase();
    this.level = this.fixedLevel ?? (isLevel(configured) ? LEVELS[configured] : LEVELS.INFO);
    // Provisioned or unknown initialisation is never a cold start.
    this.coldStart = source.AWS_LAMBDA_INITIALIZATION_TYPE?.trim() === 'on-demand';
  }

  /** Changes the level, unless Lambda's log-level control fixes it; an unknown level throws. */
  setLogLevel(level: LogLevel): void {
    if (this.fixedLevel !== undefined) return;
    if (!isLevel(level)) throw new Error(`Invalid log level: ${String(level)}`);
    this.level = LEVELS[level];
  }

  /** Tags every following line with this invocation; only the first invocation of a process is a cold start. */
  addContext(context: Context): void {
    this.invocation = context;
    this.invocationColdStart = this.coldStart;
    this.coldStart = false;
  }

  debug(message: string, attributes?: Attributes): void {
    this.write('DEBUG', message, attributes);
  }

  info(message: string, attributes?: Attributes): void {
    this.write('INFO', message, attributes);
  }

  warn(message: string, attributes?: Attributes): void {
    this.write('WARN', message, attributes);
  }

  error(message: string, attributes?: Attributes): void {
    this.write('ERROR', message, attributes);
  }

  private write(level: Exclude<LogLevel, 'SILENT'>, message: string, attributes: Attributes = {}): void {
    if (LEVELS[level] < this.level) return;
    const context = this.invocation as (Context & { tenantId?: string }) | undefined;
    const line: Attributes = {
      level,
      message,
      timestamp: new Date().toISOString(),
      service: this.service,
      cold_start: context && this.invocationColdStart,
      function_arn: context?.invokedFunctionArn,
      function_memory_size: context?.memoryLimitInMB,
      function_name: context?.functionName,
      function_request_id: context?.awsRequestId,
      sampling_rate: 0,
      xray_trace_id: traceId(),
      tenant_id: context?.tenantId,
    };
    for (const [key, value] of Object.entries(attributes)) if (!RESERVED.has(key)) line[key] = value;
    for (const key of Object.keys(line))
      if (line[key] === undefined || line[key] === null || line[key] === '') delete line[key];
    const stream = LEVELS[level] >= LEVELS.WARN ? process.stderr : process.stdout;
    stream.write(`${JSON.stringify(line, replacer())}\n`);
  }
}

/**
 * The one logger of a function (service name from POWERTOOLS_SERVICE_NAME, level as the constructor says).
 * Pure: a bundle that imports a module using it but never logs leaves it out.
 */
export const logger = /* @__PURE__ */ new Logger();

/** The middy middleware that tags a request's lines with its Lambda context; never logs the event. */
export const injectLambdaContext = <E>(target: Logger): MiddlewareObj<E> => ({
  before: ({ context }) => target.addContext(context),
});
