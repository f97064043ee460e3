import * as z from 'zod';
import {
  generationMaximum,
  UPFRONT_INPUT_TOKENS,
  shareOf,
} from '../lambdas/shared/rate-limit/generation-budget';
import { defaultModelId, groundingRegion, regionMismatch } from './bedrock';
import { BedrockSchema, defaultModelPrice, ResearchSchema } from './config-models';
import { isPlaceholder, reservedAddresses } from './reserved-addresses';
import { routes } from '../catalog/routes';
import { DomainSchema } from './stage-domain';

export { maxGenerationMs } from './config-models';

const int = (min: number, max: number) => z.number().int().min(min).max(max);

/** Retention periods CloudWatch Logs accepts that suit this site. */
const retentionDays = [7, 14, 30, 60, 90, 180, 365];

/** Everything that differs between deployments of the site, validated before anything is synthesized. */
export const StageConfigSchema = z
  .object({
    region: z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'must be an AWS region such as us-east-1'),
    account: z
      .string()
      .regex(/^\d{12}$/, 'must be a 12-digit AWS account id')
      .optional(),
    senderEmail: z.email('must be the email address roast results are sent from'),
    /**
     * Verify only the sender address, or its whole domain (Easy DKIM and a custom MAIL FROM: records to
     * publish). Default: `domain` for a stage that keeps its data (production), `email` otherwise.
     */
    senderIdentity: z.enum(['email', 'domain']).optional(),
    /** With a domain identity: the subdomain bounces return to (MAIL FROM), e.g. `mail` → mail.example.com. */
    mailFromSubdomain: z
      .string()
      .regex(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/, 'must be one DNS label such as mail')
      .default('mail'),
    supportEmail: z.email('must be the address the contact form writes to'),
    /** Verified recipients the functions may email while the account is still in the SES sandbox. */
    sandboxRecipients: z.array(z.email('must be a verified recipient address')).default([]),
    /** Keep tables (and logs) when the stage is deleted; only throwaway stages set false. */
    retainData: z
      .boolean({ error: 'must be true (keep tables on delete) or false (throwaway stage)' })
      .default(true),
    /** Days a brand-roast lead (address, brand, result) is kept before DynamoDB's TTL deletes it. */
    leadRetentionDays: int(1, 3650).default(365),
    /**
     * The site's public address, for links in emails (unsubscribe). Defaults to the custom domain; a stage
     * without one sets it to its SiteUrl output after the first deploy (until then no roast email is sent).
     */
    siteUrl: z
      .url('must be the https address of the site')
      .refine((url) => url.startsWith('https://'), 'must be the https address of the site')
      .optional(),
    bedrock: BedrockSchema.prefault({}),
    research: ResearchSchema.prefault({}),
    /**
     * Per-visitor sliding-window limits enforced by the functions: on each tool, and across every AI tool
     * together (so more tools never mean more allowance).
     */
    rateLimit: z
      .object({
        requests: int(1, 1000).default(20),
        windowSeconds: int(1, 86_400).default(3600),
        allToolsRequests: int(1, 5000).default(40),
        allToolsWindowSeconds: int(1, 86_400).default(3600),
      })
      .refine((limit) => limit.allToolsRequests >= limit.requests, {
        message: 'must be at least rateLimit.requests, or the per-tool limit could never be reached',
        path: ['allToolsRequests'],
      })
      .prefault({}),
    /**
     * Model tokens (input plus output, as Bedrock reports them) the stage may use per UTC day; once spent, every
     * AI route answers 503 until midnight UTC, and an alarm fires at 80 %. Each generation reserves its maximum
     * before it starts and settles to what the model read and wrote. One visitor may reserve and use at most
     * `visitorSharePercent` of the day's tokens, and the visitors of one network (IPv4 /24, IPv6 /56 or /48)
     * `networkSharePercent` together (then their AI requests answer 429 until midnight UTC).
     */
    generationBudget: z
      .object({
        dailyTokens: int(1000, 10_000_000_000).default(2_000_000),
        visitorSharePercent: z.number().min(0.1).max(100).default(5),
        networkSharePercent: z.number().min(0.1).max(100).default(15),
      })
      .refine((budget) => budget.networkSharePercent >= budget.visitorSharePercent, {
        message:
          'must be at least generationBudget.visitorSharePercent: a network holds at least one visitor',
        path: ['networkSharePercent'],
      })
      .prefault({}),
    /**
     * Visitors a day the stage is sized for: `npm run deploy -- <stage> --plan` plans for it unless told
     * otherwise, and `--check` holds the account's quotas to that plan.
     */
    expectedVisitorsPerDay: int(1, 100_000_000).default(1000),
    /**
     * API Gateway stage throttling (requests per second); generation routes get the tighter pair, and visitor
     * beacons (`POST /api/events`) a pair of their own, apart from both.
     */
    apiThrottle: z
      .object({
        rateLimit: int(1, 10_000).default(20),
        burstLimit: int(1, 5000).default(40),
        generationRateLimit: int(1, 10_000).default(2),
        generationBurstLimit: int(1, 5000).default(5),
        beaconRateLimit: int(1, 10_000).default(100),
        beaconBurstLimit: int(1, 5000).default(200),
      })
      .prefault({}),
    /** WAF rate-based rules: requests per client IP in any five minutes; `/functions/v1/*` gets the tighter one. */
    waf: z
      .object({
        requestsPerFiveMinutes: int(10, 2_000_000_000).default(2000),
        generationRequestsPerFiveMinutes: int(10, 2_000_000_000).default(100),
      })
      .refine((waf) => waf.generationRequestsPerFiveMinutes < waf.requestsPerFiveMinutes, {
        message: 'must be below waf.requestsPerFiveMinutes: AI requests cost money, pages do not',
        path: ['generationRequestsPerFiveMinutes'],
      })
      .prefault({}),
    /** Monthly AWS cost in US dollars above which AWS Budgets emails `alarmEmail` (80 % actual, 100 % forecast). */
    costBudget: z.object({ monthlyUsd: int(1, 1_000_000).default(50) }).prefault({}),
    /** Bedrock use per hour above which an alarm fires (the daily token budget stops it; these warn earlier). */
    bedrockAlarms: z
      .object({
        invocationsPerHour: int(1, 10_000_000).default(300),
        outputTokensPerHour: int(1000, 10_000_000_000).default(400_000),
      })
      .prefault({}),
    /** The YouTube Content Tool: where its API key lives, and how much of the daily quota it may spend. */
    youtube: z
      .object({
        /** Secrets Manager secret holding the key; default `content-copilot/<stage>/youtube-api-key`. */
        apiKeySecretName: z
          .string()
          .regex(/^[A-Za-z0-9/_+=.@-]{1,512}$/, 'must be a Secrets Manager secret name (not an ARN)')
          .optional(),
        /** YouTube allows 10,000 units a day per project; each new keyword costs 102. */
        dailyUnitBudget: int(102, 1_000_000).default(9000),
        /** New (uncached) keywords one visitor may search per Pacific day; refused with a 429 past it. */
        visitorDailyKeywords: int(1, 10_000).default(10),
        cacheTtlHours: z.number().min(1).max(720).default(24),
        timeoutMs: int(1000, 20_000).default(8000),
      })
      .prefault({}),
    /** Required for a stage that keeps its data: alarms, bounces and the cost budget must reach a person. */
    alarmEmail: z.email('must be the address alarm notifications go to').optional(),
    /**
     * Raise by one after storing a new origin secret value (docs/deploy.md): the resources that hold the
     * secret change, so the next deploy makes CloudFormation read the new value.
     */
    originSecretRotation: int(0, 1_000_000).default(0),
    priceClass: z.enum(['PriceClass_100', 'PriceClass_200', 'PriceClass_All']).default('PriceClass_100'),
    domain: DomainSchema.optional(),
    logRetentionDays: z
      .number()
      .refine((days) => retentionDays.includes(days), `must be one of ${retentionDays.join(', ')}`)
      .default(30),
    logLevel: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR']).default('INFO'),
  })
  .check((ctx) => {
    const { region, retainData, alarmEmail, bedrock: model } = ctx.value;
    const issue = (path: (string | number)[], message: string) =>
      ctx.issues.push({ code: 'custom', input: ctx.value, path, message });
    if (retainData && !alarmEmail) {
      issue(
        ['alarmEmail'],
        'is required for a stage that keeps its data (retainData: true): alarms, SES bounces and the cost budget must reach a person',
      );
    }
    const modelId = model.modelId ?? defaultModelId(region);
    if (!modelId) issue(['bedrock', 'modelId'], `is required in ${region}: no global profile serves it`);
    const mismatch = modelId && regionMismatch(modelId, region);
    if (mismatch) issue(['bedrock', 'modelId'], `${modelId} ${mismatch}`);
    if (model.effort && modelId && !/anthropic\.claude-/.test(modelId)) {
      issue(['bedrock', 'effort'], 'applies to Claude models only');
    }
    const { research } = ctx.value;
    if (research.enabled && !groundingRegion(region)) {
      issue(['research', 'enabled'], `Nova Web Grounding runs in US regions only, not in ${region}`);
    }
    const researchMismatch = research.enabled !== false && regionMismatch(research.modelId, region);
    if (researchMismatch && groundingRegion(region)) {
      issue(['research', 'modelId'], `${research.modelId} ${researchMismatch}`);
    }
  })
  .check((ctx) => {
    // A visitor whose share cannot hold one generation's reservation would be refused on every AI tool.
    const { generationBudget, bedrock } = ctx.value;
    const largest = Math.max(
      ...routes.map((route) =>
        'generation' in route
          ? generationMaximum(UPFRONT_INPUT_TOKENS, bedrock.maxOutputTokens, route.generation.calls)
          : 0,
      ),
    );
    const share = shareOf(generationBudget.dailyTokens, generationBudget.visitorSharePercent);
    if (share < largest) {
      ctx.issues.push({
        code: 'custom',
        input: generationBudget,
        path: ['generationBudget', 'visitorSharePercent'],
        message: `leaves one visitor ${share} tokens a day, less than one generation reserves (${largest} with bedrock.maxOutputTokens ${bedrock.maxOutputTokens}): raise it or generationBudget.dailyTokens`,
      });
    }
  });

type ParsedConfig = z.infer<typeof StageConfigSchema>;

/** A stage's settings, validated, with the defaults that depend on other settings resolved. */
export type StageConfig = Omit<ParsedConfig, 'bedrock' | 'senderIdentity' | 'research'> & {
  stage: string;
  bedrock: Omit<ParsedConfig['bedrock'], 'pricePerMillionTokens'> & {
    modelId: string;
    pricePerMillionTokens: { input: number; output: number };
    /** The price is the default (Haiku 5.5's), not the stage's own: the plan warns when the model is another. */
    defaultPrice: boolean;
  };
  senderIdentity: 'email' | 'domain';
  research: ParsedConfig['research'] & { enabled: boolean };
  /** Settings still holding a shipped placeholder (`--plan` only: everything else refuses them). */
  placeholders: string[];
};

/** Settings a stage cannot be synthesized with: one line per problem, and where to fix them. */
export class StageConfigError extends Error {
  override readonly name = 'StageConfigError';
  readonly fix =
    'edit context.stages in cdk.json (docs/configuration.md#deployment-stages-cdkjson--contextstages)';

  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

/** What a placeholder stands for while a plan is made: a valid address nobody reads. */
const standIn = 'placeholder@stand-in.invalid';

/** The raw settings of a stage, its placeholders named in one line, or replaced by stand-ins for a plan. */
function withoutPlaceholders(stage: string, raw: unknown, forPlan: boolean) {
  const settings = { ...(raw as Record<string, unknown>) };
  const placeholders = Object.keys(settings).filter((key) => isPlaceholder(settings[key]));
  if (placeholders.length && !forPlan) {
    const what = placeholders.map((key) => (key === 'senderEmail' ? 'senderEmail (the from address)' : key));
    throw new StageConfigError([
      `stages.${stage} still has the shipped placeholders: set ${what.join(', ')} in cdk.json to addresses people read (alarms, bounces and the cost budget go to alarmEmail; roast emails are sent from senderEmail).`,
    ]);
  }
  for (const key of placeholders) settings[key] = standIn;
  return { settings, placeholders };
}

/**
 * Reads `stages.<stage>` from the CDK context; a missing or malformed value is a StageConfigError naming it, and
 * so is a stage that keeps data but names a reserved address (example.com, .test…). `forPlan`: `--plan` sizes a
 * stage whose addresses are still placeholders (they cost nothing); synth, `--check` and deploy refuse them.
 */
export function loadStageConfig(
  stage: unknown,
  stages: unknown,
  { forPlan = false }: { forPlan?: boolean } = {},
): StageConfig {
  const name = z
    .string()
    .regex(/^[a-z][a-z0-9-]{1,20}$/)
    .safeParse(stage);
  if (!name.success)
    throw new StageConfigError([
      `Invalid stage name ${JSON.stringify(stage)}: use lowercase letters, digits and dashes.`,
    ]);
  const all = (stages ?? {}) as Record<string, unknown>;
  if (!(name.data in all)) {
    throw new StageConfigError([
      `No configuration for stage "${name.data}" in cdk.json context "stages" (have: ${Object.keys(all).join(', ') || 'none'}).`,
    ]);
  }
  const { settings, placeholders } = withoutPlaceholders(name.data, all[name.data], forPlan);
  const parsed = StageConfigSchema.safeParse(settings);
  if (!parsed.success) {
    throw new StageConfigError(
      parsed.error.issues.map((i) => `stages.${name.data}.${i.path.join('.')} ${i.message}`),
    );
  }
  const reserved = parsed.data.retainData && !forPlan ? reservedAddresses(parsed.data) : [];
  if (reserved.length)
    throw new StageConfigError([
      `stages.${name.data} keeps its data (retainData) but names reserved addresses that reach nobody: ${reserved.join(', ')}; use your own domain`,
    ]);
  const { bedrock, senderIdentity, research, ...rest } = parsed.data;
  const { pricePerMillionTokens, ...model } = bedrock;
  return {
    ...rest,
    stage: name.data,
    research: { ...research, enabled: research.enabled ?? groundingRegion(rest.region) },
    bedrock: {
      ...model,
      // Checked by the schema: a region without a default must name its model.
      modelId: bedrock.modelId ?? defaultModelId(rest.region)!,
      pricePerMillionTokens: pricePerMillionTokens ?? {
        input: defaultModelPrice.input,
        output: defaultModelPrice.output,
      },
      defaultPrice: !pricePerMillionTokens,
    },
    senderIdentity: senderIdentity ?? (rest.retainData ? 'domain' : 'email'),
    placeholders,
  };
}
