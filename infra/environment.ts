/**
 * The environment contract between the stage config, the route table and the functions. Pure: the local
 * server sets the same variables its own way; this is what a deployed function receives.
 */
import type { StageConfig } from './config';
import { routeTables, type AccessMap } from '../catalog/data-access';
import { physicalName, resultSecretName, unsubscribeSecretName } from '../catalog/names';
import { senderDomainOf } from './stage-domain';
import { isToolRoute, type RouteDefinition } from '../catalog/routes';
import { physicalTableName, type TableDefinition } from '../catalog/tables';

/** The logs' service name: one service, the function name tells the routes apart. */
export const serviceName = 'content-copilot';

/** A Bedrock call must give up early enough for the function to still answer with a clean error. */
const answerMarginMs = 5000;

/** The SES identity the stage sends from: the sender address, or its domain. */
export const senderIdentityName = (config: StageConfig): string =>
  config.senderIdentity === 'domain' ? senderDomainOf(config.senderEmail) : config.senderEmail;

/** Name of the SES configuration set a stage sends through. */
export const configurationSetName = (stage: string): string => physicalName(stage);

/** Name of the Secrets Manager secret holding a stage's YouTube API key. */
export const youtubeSecretName = (config: StageConfig): string =>
  config.youtube.apiKeySecretName ?? `content-copilot/${config.stage}/youtube-api-key`;

/** The three YouTube calls must give up early enough for the function to answer with a clean error. */
const youtubeMarginMs = 3000;

/** The site's address, which links in emails point to: its own domain, else the configured one, else none yet. */
export const siteUrlOf = (config: StageConfig): string | undefined =>
  config.domain ? `https://${config.domain.name}` : config.siteUrl;

/** Every variable one function receives, derived from the stage config and its route's flags. */
export function functionEnvironment(
  route: Pick<
    RouteDefinition,
    | 'id'
    | 'repositories'
    | 'bedrock'
    | 'research'
    | 'sendsEmail'
    | 'unsubscribeLinks'
    | 'signsResults'
    | 'youtube'
    | 'timeoutSeconds'
  > &
    Partial<Pick<RouteDefinition, 'method' | 'path'>>,
  config: StageConfig,
  definitions: readonly TableDefinition[],
  access?: AccessMap,
): Record<string, string> {
  const env: Record<string, string> = {
    STAGE: config.stage,
    SUPPORT_EMAIL: config.supportEmail,
    POWERTOOLS_SERVICE_NAME: serviceName,
    POWERTOOLS_LOG_LEVEL: config.logLevel,
  };
  for (const table of routeTables(route, definitions, access)) {
    env[table.envVar] = physicalTableName(config.stage, table);
  }
  // Whoever stores leads stamps their expiry from the stage's retention.
  if (route.repositories.includes('roast-leads')) env.LEAD_RETENTION_DAYS = String(config.leadRetentionDays);
  if (route.bedrock) {
    const { bedrock } = config;
    Object.assign(env, {
      // A deployed stack never falls back to the demo generator.
      GENERATOR: 'bedrock',
      BEDROCK_MODEL_ID: bedrock.modelId,
      BEDROCK_REGION: config.region,
      BEDROCK_MAX_OUTPUT_TOKENS: String(bedrock.maxOutputTokens),
      BEDROCK_TEMPERATURE: String(bedrock.temperature),
      BEDROCK_MAX_ATTEMPTS: String(bedrock.maxAttempts),
      ...(bedrock.effort ? { BEDROCK_EFFORT: bedrock.effort } : {}),
      BEDROCK_TIMEOUT_MS: String(
        Math.max(1000, Math.min(bedrock.timeoutMs, route.timeoutSeconds * 1000 - answerMarginMs)),
      ),
    });
  }
  // Without these a route's research is off, and its answers say so.
  if (route.research && config.research.enabled) {
    const { research } = config;
    Object.assign(env, {
      RESEARCH_MODEL_ID: research.modelId,
      RESEARCH_REGION: config.region,
      RESEARCH_DAILY_CALLS: String(research.dailyCalls),
      RESEARCH_TIMEOUT_MS: String(research.timeoutMs),
    });
  }
  if (route.youtube) {
    const { youtube } = config;
    Object.assign(env, {
      YOUTUBE_API_KEY_SECRET: youtubeSecretName(config),
      YOUTUBE_DAILY_UNIT_BUDGET: String(youtube.dailyUnitBudget),
      YOUTUBE_VISITOR_DAILY_KEYWORDS: String(youtube.visitorDailyKeywords),
      YOUTUBE_CACHE_TTL_HOURS: String(youtube.cacheTtlHours),
      YOUTUBE_TIMEOUT_MS: String(
        Math.max(1000, Math.min(youtube.timeoutMs, route.timeoutSeconds * 1000 - youtubeMarginMs)),
      ),
    });
  }
  // Every tool route (a POST under /functions/v1/, see ToolRoute) runs the guard, AI or not.
  if (route.method && route.path && isToolRoute({ method: route.method, path: route.path })) {
    const { rateLimit, generationBudget } = config;
    Object.assign(env, {
      RATE_LIMIT_REQUESTS: String(rateLimit.requests),
      RATE_LIMIT_WINDOW_SECONDS: String(rateLimit.windowSeconds),
      RATE_LIMIT_ALL_TOOLS_REQUESTS: String(rateLimit.allToolsRequests),
      RATE_LIMIT_ALL_TOOLS_WINDOW_SECONDS: String(rateLimit.allToolsWindowSeconds),
      GENERATION_BUDGET_DAILY_TOKENS: String(generationBudget.dailyTokens),
      GENERATION_BUDGET_VISITOR_PERCENT: String(generationBudget.visitorSharePercent),
      GENERATION_BUDGET_NETWORK_PERCENT: String(generationBudget.networkSharePercent),
    });
  }
  if (route.sendsEmail) {
    env.SENDER_EMAIL = config.senderEmail;
    env.SES_CONFIGURATION_SET = configurationSetName(config.stage);
    const siteUrl = siteUrlOf(config);
    if (siteUrl) env.SITE_URL = siteUrl;
  }
  // Every email carries a signed unsubscribe link, and the unsubscribe routes check it.
  if (route.sendsEmail || route.unsubscribeLinks)
    env.UNSUBSCRIBE_SECRET_ID = unsubscribeSecretName(config.stage);
  if (route.signsResults) env.RESULT_SECRET_ID = resultSecretName(config.stage);
  return env;
}
