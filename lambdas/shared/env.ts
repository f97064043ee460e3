import * as z from './contracts/zod';
import { ConfigurationError } from './http/errors';
import { DEFAULT_SUPPORT_EMAIL } from './support-email';
import type { TableDefinition } from '../../catalog/tables';

const EnvSchema = z
  .object({
    STAGE: z._default(z.string().check(z.minLength(1)), 'local'),
    AWS_REGION: z._default(z.string().check(z.minLength(1)), 'us-east-1'),
    /** Set only locally: the dynalite endpoint the real DynamoDB client talks to. */
    DYNAMODB_ENDPOINT: z.optional(z.url()),
    SUPPORT_EMAIL: z._default(z.email(), DEFAULT_SUPPORT_EMAIL),
    /** `bedrock` in every deployed stack; locally the demo generator unless a Bedrock model is configured. */
    GENERATOR: z.optional(z.enum(['bedrock', 'demo'])),
    BEDROCK_MODEL_ID: z.optional(z.string().check(z.minLength(1))),
    BEDROCK_REGION: z.optional(z.string().check(z.minLength(1))),
    /** Only for tests and benchmarks: a local fake Bedrock endpoint. */
    BEDROCK_ENDPOINT: z.optional(z.url()),
    BEDROCK_MAX_OUTPUT_TOKENS: z._default(
      z.coerce.number().check(z.int(), z.minimum(64), z.maximum(32_000)),
      4096,
    ),
    BEDROCK_TEMPERATURE: z._default(z.coerce.number().check(z.minimum(0), z.maximum(1)), 0.7),
    /** Deadline of one whole generation, all attempts included. */
    BEDROCK_TIMEOUT_MS: z._default(
      z.coerce.number().check(z.int(), z.minimum(1000), z.maximum(900_000)),
      50_000,
    ),
    /** Claude's effort (output_config.effort); unset, the model's default. */
    BEDROCK_EFFORT: z.optional(z.enum(['low', 'medium', 'high'])),
    /** Calls the Bedrock client makes per request when throttled (the SDK's default is 3). */
    BEDROCK_MAX_ATTEMPTS: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(5)), 3),
    /** The grounding-capable Nova model live research asks (issue 29); unset, research is off. */
    RESEARCH_MODEL_ID: z.optional(z.string().check(z.minLength(1))),
    /** Region of the research model: Web Grounding runs in US regions only. */
    RESEARCH_REGION: z.optional(z.string().check(z.minLength(1))),
    /** Only for tests, benchmarks and RESEARCH_FAKE=1: a local fake Bedrock endpoint for research. */
    RESEARCH_ENDPOINT: z.optional(z.url()),
    /** Grounded searches the stage may make per UTC day; cached keywords are free. */
    RESEARCH_DAILY_CALLS: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 500),
    /** Time for the grounded search and the reading of its pages together. */
    RESEARCH_TIMEOUT_MS: z._default(
      z.coerce.number().check(z.int(), z.minimum(1000), z.maximum(40_000)),
      25_000,
    ),
    /** Time for reading one cited page. */
    RESEARCH_PAGE_TIMEOUT_MS: z._default(
      z.coerce.number().check(z.int(), z.minimum(200), z.maximum(15_000)),
      6000,
    ),
    /** Per-visitor sliding-window limit on each tool route: this many requests per window, per route. */
    RATE_LIMIT_REQUESTS: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000)), 20),
    RATE_LIMIT_WINDOW_SECONDS: z._default(
      z.coerce.number().check(z.int(), z.minimum(1), z.maximum(86_400)),
      3600,
    ),
    /** Per-visitor limit across every AI tool together. */
    RATE_LIMIT_ALL_TOOLS_REQUESTS: z._default(
      z.coerce.number().check(z.int(), z.minimum(1), z.maximum(5000)),
      40,
    ),
    RATE_LIMIT_ALL_TOOLS_WINDOW_SECONDS: z._default(
      z.coerce.number().check(z.int(), z.minimum(1), z.maximum(86_400)),
      3600,
    ),
    /** Model tokens (input plus output) the stage may use per UTC day before AI routes answer 503. */
    GENERATION_BUDGET_DAILY_TOKENS: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 2_000_000),
    /** Share of that budget, in percent, one visitor may reserve and use per UTC day before their AI requests answer 429. */
    GENERATION_BUDGET_VISITOR_PERCENT: z._default(z.coerce.number().check(z.minimum(0.1), z.maximum(100)), 5),
    /**
     * How often a streamed answer that is waiting (research, the model's first word) sends its current step
     * again. At most 15 s, a quarter of CloudFront's shortest origin read timeout; tests shorten it.
     */
    STREAM_HEARTBEAT_MS: z._default(
      z.coerce.number().check(z.int(), z.minimum(100), z.maximum(15_000)),
      15_000,
    ),
    /** Share of that budget, in percent, the visitors of one network (IPv4 /24, IPv6 /56 or /48) may use together. */
    GENERATION_BUDGET_NETWORK_PERCENT: z._default(
      z.coerce.number().check(z.minimum(0.1), z.maximum(100)),
      15,
    ),
    /** Pace of the demo generator's stream. */
    DEMO_CHUNK_DELAY_MS: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1000)), 25),
    /**
     * The site's public address: links in emails (unsubscribe) point there, and the page fetcher's
     * User-Agent names it so site owners know who called.
     */
    SITE_URL: z.optional(z.url()),
    /** Set only locally: the local SES-compatible server the real SES client talks to. */
    SES_ENDPOINT: z.optional(z.url()),
    /** The address roast results are sent from (the stage's verified SES identity). */
    SENDER_EMAIL: z._default(z.email(), 'noreply@example.com'),
    SES_CONFIGURATION_SET: z.optional(z.string().check(z.minLength(1))),
    /** Secrets Manager id of the key unsubscribe links are signed with (deployed stages). */
    UNSUBSCRIBE_SECRET_ID: z.optional(z.string().check(z.minLength(1))),
    /** Local stand-in for that key; ignored when UNSUBSCRIBE_SECRET_ID is set. */
    UNSUBSCRIBE_SECRET: z.optional(z.string().check(z.minLength(16))),
    /** Secrets Manager name of the key the tools sign their results with (refine takes only signed ones). */
    RESULT_SECRET_ID: z.optional(z.string().check(z.minLength(1))),
    /** Local stand-in for that key; ignored when RESULT_SECRET_ID is set. */
    RESULT_SECRET: z.optional(z.string().check(z.minLength(16))),
    /** Days a lead is kept before DynamoDB's TTL deletes it (the stage's retention setting). */
    LEAD_RETENTION_DAYS: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(3650)), 365),
    /** Local only: `host:port` pairs (comma-separated) the page fetcher may reach although they are not public. */
    FETCH_ALLOW_HOSTS: z.pipe(
      z.pipe(
        z.optional(z.string()),
        z.transform((value: string | undefined) =>
          (value ?? '')
            .split(',')
            .map((entry) => entry.trim().toLowerCase())
            .filter(Boolean),
        ),
      ),
      z.array(z.string().check(z.regex(/^[a-z0-9.-]+:\d{1,5}$|^\[[0-9a-f:.]+\]:\d{1,5}$/))),
    ),
  })
  .check(
    z.refine((env) => env.STAGE === 'local' || env.FETCH_ALLOW_HOSTS.length === 0, {
      // A deployed stage must never reach private addresses, whatever its settings say.
      path: ['FETCH_ALLOW_HOSTS'],
      message: 'is only allowed when STAGE is local',
    }),
  );

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

/** Validates an environment; a bad value fails with a message naming it, never its value. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new ConfigurationError(`There was a problem with the server configuration: check ${names}.`);
  }
  return parsed.data;
}

/** Each problem of an environment as one line, `NAME: what is wrong` (never its value); none when valid. */
export function envProblems(source: Record<string, string | undefined>): string[] {
  const parsed = EnvSchema.safeParse(source);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/** The process environment, validated once. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** The physical name of a table, from the environment variable its definition names. */
export function tableName(table: TableDefinition): string {
  const name = process.env[table.envVar];
  if (!name) {
    throw new ConfigurationError(
      `There was a problem with the server configuration: ${table.envVar} is not set.`,
    );
  }
  return name;
}
